import { describe, expect, it } from 'vitest';
import { readStoredConsent, removeStoredConsent, writeStoredConsent } from './consent-storage';

describe('cookie preferences in localStorage under "cookies"', () => {
  it('writes the spec shape and reads it back', () => {
    writeStoredConsent(localStorage, {
      essentialCookies: true,
      statisticCookies: true,
      marketingCookies: false,
    });
    expect(JSON.parse(localStorage.getItem('cookies')!)).toEqual({
      essentialCookies: true,
      statisticCookies: true,
      marketingCookies: false,
    });
    expect(readStoredConsent(localStorage)).toEqual({
      essentialCookies: true,
      statisticCookies: true,
      marketingCookies: false,
    });
  });

  it('treats missing or malformed values as no choice', () => {
    expect(readStoredConsent(localStorage)).toBeNull();
    localStorage.setItem('cookies', '{not json');
    expect(readStoredConsent(localStorage)).toBeNull();
    localStorage.setItem(
      'cookies',
      JSON.stringify({ statisticCookies: 'yes', marketingCookies: true }),
    );
    expect(readStoredConsent(localStorage)).toBeNull();
  });

  it('removes the stored choice', () => {
    writeStoredConsent(localStorage, {
      essentialCookies: true,
      statisticCookies: false,
      marketingCookies: false,
    });
    removeStoredConsent(localStorage);
    expect(localStorage.getItem('cookies')).toBeNull();
  });
});
