import { beforeEach, describe, expect, it } from 'vitest';
import { markWelcomeSeen, shouldShowWelcome, withoutWelcomeParam } from './welcome-storage';

describe('welcome notice trigger', () => {
  beforeEach(() => localStorage.clear());

  it('opens only with ?welcome and only until dismissed once', () => {
    expect(shouldShowWelcome('', localStorage)).toBe(false);
    expect(shouldShowWelcome('?utm_source=x', localStorage)).toBe(false);
    expect(shouldShowWelcome('?welcome', localStorage)).toBe(true);
    expect(shouldShowWelcome('?a=1&welcome=1', localStorage)).toBe(true);
    markWelcomeSeen(localStorage);
    expect(shouldShowWelcome('?welcome', localStorage)).toBe(false);
  });

  it('drops only the welcome parameter from the address', () => {
    expect(withoutWelcomeParam('?welcome=1')).toBe('');
    expect(withoutWelcomeParam('?a=1&welcome')).toBe('?a=1');
  });
});
