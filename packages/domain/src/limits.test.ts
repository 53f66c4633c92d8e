import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  checkPhoneNumber,
  checkPasswordRule,
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
    ['names (DECISIONS.md "Customer data")', NAME_MAX_LENGTH, 50],
    ['subject', SUBJECT_MAX_LENGTH, 50],
    ['message', MESSAGE_MAX_LENGTH, 400],
    ['phone (DECISIONS.md "Customer data")', PHONE_MAX_LENGTH, 25],
    ['user name min', USER_NAME_MIN_LENGTH, 4],
    ['user name max', USER_NAME_MAX_LENGTH, 20],
    ['password min (ASVS 2.1.1, DECISIONS.md "Passwords")', PASSWORD_MIN_LENGTH, 12],
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

describe('rule: a new password has 12..128 characters, not only spaces, not one repeated character', () => {
  it.each([
    ['11 characters', 'Kupfer-Dros', 'PASSWORD_TOO_SHORT'],
    ['8 characters (the old minimum)', 'Kupfer-D', 'PASSWORD_TOO_SHORT'],
    ['12 characters', 'Kupfer-Dross', 'OK'],
    ['128 characters', 'ab'.repeat(64), 'OK'],
    ['129 characters', 'ab'.repeat(64) + 'c', 'PASSWORD_TOO_LONG'],
    ['12 spaces', ' '.repeat(12), 'PASSWORD_TOO_SIMPLE'],
    ['12 mixed whitespace', ' \t \n'.repeat(3), 'PASSWORD_TOO_SIMPLE'],
    ['one character repeated', 'aaaaaaaaaaaa', 'PASSWORD_TOO_SIMPLE'],
    ['one emoji repeated', '🔑'.repeat(12), 'PASSWORD_TOO_SIMPLE'],
    ['two characters', 'aaaaaaaaaaab', 'OK'],
    ['spaces around count', '  pass word  ', 'OK'],
  ])('%s → %s', (_label, password, expected) => {
    const result = checkPasswordRule(password);
    expect(result.ok ? 'OK' : result.error.code).toBe(expected);
  });

  it.each([
    ['Kupfer-Drossel', 'Kupfer-Drossel', 'OK'],
    ['Kupfer-Drossel', 'Kupfer-Drossen', 'PASSWORDS_DO_NOT_MATCH'],
    ['short', 'short', 'PASSWORD_TOO_SHORT'],
  ])('%j / %j → %s (equal to its repetition)', (password, repeat, expected) => {
    const result = checkNewPassword(password, repeat);
    expect(result.ok ? 'OK' : result.error.code).toBe(expected);
  });
});

describe('rule: phone up to 25 characters with 6 to 15 digits, digits, spaces and + ( ) / . - only (DECISIONS.md "Customer data")', () => {
  it.each([
    ['+41 79 123 45 67', 'OK'],
    ['044 123 45 67', 'OK'],
    ['+41 (0)44 123 45 67', 'OK'],
    ['044/123.45.67', 'OK'],
    ['', 'OK'],
    ['123456', 'OK'],
    ['12345', 'PHONE_INVALID'],
    ['+49 1234 5678 9012 3456', 'PHONE_INVALID'],
    ['+41 79 123 45 67 ext. 5', 'PHONE_INVALID'],
    ['+41 79 123 45 67 ✓', 'PHONE_INVALID'],
    ['0 4 4 1 2 3 4 5 6 7 8 9 0 1', 'PHONE_TOO_LONG'],
  ])('%s → %s', (phone, expected) => {
    const result = checkPhoneNumber(phone);
    expect(result.ok ? 'OK' : result.error.code).toBe(expected);
  });

  it('answers the whole number, trimmed, never shortened', () => {
    const result = checkPhoneNumber('  +41 79 123 45 67  ');
    expect(result).toEqual({ ok: true, value: '+41 79 123 45 67' });
    expect(checkPhoneNumber('+41 (0) 79 123 45 67 999').ok).toBe(true);
  });
});
