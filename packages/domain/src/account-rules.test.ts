import { describe, expect, it } from 'vitest';
import {
  checkPasswordNotCommon,
  emailKey,
  isSessionAlive,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  userNameKey,
} from './account-rules.js';

describe('rule: passwords among the 10,000 most common are refused', () => {
  const common = new Set(['password', '123456']);
  it.each([
    ['password', 'PASSWORD_TOO_COMMON'],
    ['PassWord', 'PASSWORD_TOO_COMMON'],
    ['correct horse battery', 'OK'],
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
