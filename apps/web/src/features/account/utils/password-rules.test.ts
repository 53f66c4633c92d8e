// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPasswordChangeReady, passwordHints } from './password-rules';

describe('password change button (spec 2 §5, DECISIONS.md 12..128)', () => {
  it.each([
    ['old', 'longenough12', 'longenough12', true],
    ['', 'longenough12', 'longenough12', false],
    ['old', 'short7c', 'short7c', false],
    ['old', '   abc   ', '   abc   ', false],
    ['old', 'exactly8', 'exactly8', false],
    ['old', 'exactly11ch', 'exactly11ch', false],
    ['old', 'exactly12chr', 'exactly12chr', true],
    ['old', ' '.repeat(12), ' '.repeat(12), false],
    ['old', 'aaaaaaaaaaaa', 'aaaaaaaaaaaa', false],
    ['old', 'longenough12', 'longenough13', false],
    ['old', 'xy'.repeat(64), 'xy'.repeat(64), true],
    ['old', 'xy'.repeat(64) + 'z', 'xy'.repeat(64) + 'z', false],
    [
      'old',
      'ein langer Satz als Passwort, länger als zwanzig',
      'ein langer Satz als Passwort, länger als zwanzig',
      true,
    ],
  ] as const)('old %j new %j repeat %j → %s', (oldPassword, next, repeat, isReady) => {
    expect(isPasswordChangeReady(oldPassword, next, repeat)).toBe(isReady);
  });

  it('hints: at least 12, equal to the repeat', () => {
    expect(passwordHints('12345678901', '12345678901')).toEqual({
      isLongEnough: false,
      isShortEnough: true,
      isEqual: true,
    });
    expect(passwordHints('123456789012', '1234567')).toMatchObject({
      isLongEnough: true,
      isEqual: false,
    });
    expect(passwordHints('', '')).toMatchObject({ isEqual: false });
  });
});
