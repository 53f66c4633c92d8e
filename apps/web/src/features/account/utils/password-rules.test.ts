import { describe, expect, it } from 'vitest';
import { isPasswordChangeReady, passwordHints } from './password-rules';

describe('password change button (spec 2 §5, DECISIONS.md 8..128)', () => {
  it.each([
    ['old', 'longenough1', 'longenough1', true],
    ['', 'longenough1', 'longenough1', false],
    ['old', 'short7c', 'short7c', false],
    ['old', '   abc   ', '   abc   ', false],
    ['old', 'exactly8', 'exactly8', true],
    ['old', 'longenough1', 'longenough2', false],
    ['old', 'x'.repeat(128), 'x'.repeat(128), true],
    ['old', 'x'.repeat(129), 'x'.repeat(129), false],
    [
      'old',
      'ein langer Satz als Passwort, länger als zwanzig',
      'ein langer Satz als Passwort, länger als zwanzig',
      true,
    ],
  ] as const)('old %j new %j repeat %j → %s', (oldPassword, next, repeat, isReady) => {
    expect(isPasswordChangeReady(oldPassword, next, repeat)).toBe(isReady);
  });

  it('hints: at least 8, equal to the repeat', () => {
    expect(passwordHints('1234567', '1234567')).toEqual({
      isLongEnough: false,
      isShortEnough: true,
      isEqual: true,
    });
    expect(passwordHints('12345678', '1234567')).toMatchObject({
      isLongEnough: true,
      isEqual: false,
    });
    expect(passwordHints('', '')).toMatchObject({ isEqual: false });
  });
});
