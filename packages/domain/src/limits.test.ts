import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  checkUserName,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_MIN_LENGTH,
} from './limits.js';

describe('rule: form text limits (spec 2 §5/§9)', () => {
  it.each([
    ['names', NAME_MAX_LENGTH, 20],
    ['subject', SUBJECT_MAX_LENGTH, 50],
    ['message', MESSAGE_MAX_LENGTH, 400],
    ['phone', PHONE_MAX_LENGTH, 15],
    ['user name min', USER_NAME_MIN_LENGTH, 4],
    ['user name max', USER_NAME_MAX_LENGTH, 20],
    ['password min', PASSWORD_MIN_LENGTH, 8],
    ['password max (128 in every language, DECISIONS.md "Passwords")', PASSWORD_MAX_LENGTH, 128],
    ['voucher min', VOUCHER_CODE_MIN_LENGTH, 2],
    ['voucher max', VOUCHER_CODE_MAX_LENGTH, 30],
  ])('%s = %s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('rule: user name 4..20 characters, no "@"', () => {
  it.each([
    ['abc', 'USER_NAME_TOO_SHORT'],
    ['  abc  ', 'USER_NAME_TOO_SHORT'],
    ['abcd', 'OK'],
    ['a'.repeat(20), 'OK'],
    ['a'.repeat(21), 'USER_NAME_TOO_LONG'],
    ['anna@example', 'USER_NAME_INVALID'],
  ])('%j → %s', (name, expected) => {
    const result = checkUserName(name);
    expect(result.ok ? 'OK' : result.error.code).toBe(expected);
  });

  it('returns the trimmed name', () => {
    expect(checkUserName('  anna  ')).toEqual({ ok: true, value: 'anna' });
  });
});

describe('rule: password 8..128 characters, equal to its repetition', () => {
  it.each([
    ['1234567', '1234567', 'PASSWORD_TOO_SHORT'],
    ['12345678', '12345678', 'OK'],
    ['a'.repeat(21), 'a'.repeat(21), 'OK'],
    ['a'.repeat(128), 'a'.repeat(128), 'OK'],
    ['a'.repeat(129), 'a'.repeat(129), 'PASSWORD_TOO_LONG'],
    ['12345678', '12345679', 'PASSWORDS_DO_NOT_MATCH'],
    ['  pass  ', '  pass  ', 'OK'],
  ])('%j / %j → %s', (password, repeat, expected) => {
    const result = checkNewPassword(password, repeat);
    expect(result.ok ? 'OK' : result.error.code).toBe(expected);
  });
});
