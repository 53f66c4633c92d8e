import { describe, expect, it } from 'vitest';
import { rememberReturnPath, resolveLoginTarget, takeReturnPath } from './return-path';

describe('remembered path and login target (spec 2 §2, §4)', () => {
  it('returns the remembered page once, then the usual way again', () => {
    rememberReturnPath('/en/password-update', sessionStorage);
    expect(takeReturnPath(sessionStorage)).toBe('/en/password-update');
    expect(takeReturnPath(sessionStorage)).toBeNull();
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'account', '/a\nb'])(
    'refuses %j as a return path (no open redirect)',
    (path) => {
      rememberReturnPath(path, sessionStorage);
      expect(takeReturnPath(sessionStorage)).toBeNull();
      sessionStorage.setItem('loginReturnPath', path);
      expect(takeReturnPath(sessionStorage)).toBeNull();
    },
  );

  it('without a remembered page: payment details when the cart has items, else the account', () => {
    expect(resolveLoginTarget(null, 2)).toEqual({ path: '/payment-details', isLocalized: false });
    expect(resolveLoginTarget(null, 0)).toEqual({ path: '/account', isLocalized: false });
    expect(resolveLoginTarget('/fr/order-details/7', 3)).toEqual({
      path: '/fr/order-details/7',
      isLocalized: true,
    });
  });
});
