import { describe, expect, it } from 'vitest';
import {
  checkPasswordNotCommon,
  checkSigninAdmission,
  retryAfterSeconds,
  SIGNIN_FAILURES_PER_CLIENT_PER_HOUR as CLIENT,
  SIGNIN_FAILURES_PER_DEVICE_PER_HOUR as DEVICE,
  SIGNIN_FAILURES_PER_HOUR as ACCOUNT,
  emailKey,
  isSessionAlive,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  userNameKey,
} from './account-rules.js';

describe('rule: passwords among the 10,000 most common are refused', () => {
  const common = new Set(['password', '123456', 'password1234']);
  it.each([
    ['password', 'PASSWORD_TOO_COMMON'],
    ['PassWord', 'PASSWORD_TOO_COMMON'],
    ['correct horse battery', 'OK'],
    ['Password1234', 'PASSWORD_TOO_COMMON'],
  ])('%j → %s', (password, expected) => {
    const result = checkPasswordNotCommon(password, common);
    expect(result.ok ? 'OK' : result.error.code).toBe(expected);
  });
});

describe('rule: user names and e-mails are unique case-insensitively', () => {
  it('folds case, NFC and surrounding spaces', () => {
    expect(userNameKey('  Zoë ')).toBe(userNameKey('zo\u0065\u0308'));
    expect(emailKey(' Anna@Example.CH ')).toBe('anna@example.ch');
  });
});

describe('rule: sessions end after 30 min idle or 12 h in all', () => {
  const start = 1_000_000;
  it.each([
    ['fresh', start, start + 1, true],
    ['idle 30 min', start, start + SESSION_IDLE_MS, false],
    ['active but 12 h old', start + SESSION_ABSOLUTE_MS - 1000, start + SESSION_ABSOLUTE_MS, false],
  ])('%s → %s', (_label, lastSeenAtMs, nowMs, alive) => {
    expect(isSessionAlive({ createdAtMs: start, lastSeenAtMs }, nowMs)).toBe(alive);
  });
});

describe('rule: sign-in failures slow the attacker, not the owner on a known device', () => {
  it.each([
    ['fresh client, fresh account', { account: 0, client: 0, device: null }, 'OK'],
    [
      'account under attack, unknown client',
      { account: ACCOUNT, client: 0, device: null },
      'ACCOUNT_LOCKED',
    ],
    [
      'account under attack, owner on a known device',
      { account: ACCOUNT * 5, client: CLIENT * 5, device: 0 },
      'OK',
    ],
    [
      'known device with too many own failures',
      { account: 0, client: 0, device: DEVICE },
      'SIGNIN_THROTTLED',
    ],
    ['guessing client', { account: 0, client: CLIENT, device: null }, 'SIGNIN_THROTTLED'],
    ['below every limit', { account: ACCOUNT - 1, client: CLIENT - 1, device: null }, 'OK'],
  ] as const)('%s → %s', (_label, counts, expected) => {
    const result = checkSigninAdmission(counts);
    expect(result.ok ? 'OK' : result.error.code).toBe(expected);
  });

  it('Retry-After: until the oldest failure is an hour old, at least a second', () => {
    expect(retryAfterSeconds(0, 30 * 60 * 1000)).toBe(30 * 60);
    expect(retryAfterSeconds(0, 60 * 60 * 1000)).toBe(1);
  });
});
