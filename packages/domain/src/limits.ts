import { err, ok, type Result } from './result.js';

/** Form text limits (spec 2 §5 and §9; docs/decisions/0007-shop-rulings.md for the password maximum). */
/**
 * First and last names up to 50 characters (DECISIONS.md "Customer data": the spec's 20 cut
 * real double names). A limit is shown and checked, never applied by cutting.
 */
export const NAME_MAX_LENGTH = 50;
export const SUBJECT_MAX_LENGTH = 50;
export const MESSAGE_MAX_LENGTH = 400;
/** Phone: up to 25 characters with 6 to 15 digits (DECISIONS.md "Customer data"; E.164 has 15). */
export const PHONE_MAX_LENGTH = 25;
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;
/** The characters a phone number may hold: digits, spaces and + ( ) / . - */
const PHONE_CHARACTERS = /^[0-9 +()/.-]*$/;
export const USER_NAME_MIN_LENGTH = 4;
export const USER_NAME_MAX_LENGTH = 20;
/** A user name must not look like an e-mail address. */
export const USER_NAME_FORBIDDEN_CHARACTER = '@';
/**
 * 12..128 in all three languages (DECISIONS.md "Passwords", OWASP ASVS 4.0.3 2.1.1/2.1.2): the
 * spec's maximum of 20 and the English text's 8 were limits of the old system; a long passphrase
 * is never refused. Applies when a password is set (sign-up, reset, change), never at sign-in:
 * an older, shorter password still signs in.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const VOUCHER_CODE_MIN_LENGTH = 2;
export const VOUCHER_CODE_MAX_LENGTH = 30;

export type PhoneErrorCode = 'PHONE_TOO_LONG' | 'PHONE_INVALID';

/**
 * The phone rule (DECISIONS.md "Customer data"): after trimming, at most 25 characters, only
 * digits, spaces and + ( ) / . -, and 6 to 15 digits. An empty phone passes (the field is
 * optional); answers the trimmed number, never a shortened one.
 */
export function checkPhoneNumber(phone: string): Result<string, PhoneErrorCode> {
  const trimmed = phone.trim();
  if (trimmed === '') return ok('');
  if (trimmed.length > PHONE_MAX_LENGTH) {
    return err('PHONE_TOO_LONG', `Phone allows at most ${PHONE_MAX_LENGTH} characters`);
  }
  const digits = trimmed.replace(/\D/g, '').length;
  if (!PHONE_CHARACTERS.test(trimmed) || digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) {
    return err(
      'PHONE_INVALID',
      `Phone needs ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits; digits, spaces and + ( ) / . - only`,
    );
  }
  return ok(trimmed);
}

export type UserNameErrorCode = 'USER_NAME_TOO_SHORT' | 'USER_NAME_TOO_LONG' | 'USER_NAME_INVALID';
export type PasswordRuleErrorCode =
  'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_SIMPLE';
export type PasswordErrorCode = PasswordRuleErrorCode | 'PASSWORDS_DO_NOT_MATCH';

/**
 * User name 4..20 characters (Unicode code points after NFC normalisation and trimming), without
 * '@' and without control characters. Answers the normalised name.
 */
export function checkUserName(userName: string): Result<string, UserNameErrorCode> {
  const trimmed = userName.normalize('NFC').trim();
  const length = [...trimmed].length;
  if (length < USER_NAME_MIN_LENGTH) {
    return err(
      'USER_NAME_TOO_SHORT',
      `User name needs at least ${USER_NAME_MIN_LENGTH} characters`,
    );
  }
  if (length > USER_NAME_MAX_LENGTH) {
    return err('USER_NAME_TOO_LONG', `User name allows at most ${USER_NAME_MAX_LENGTH} characters`);
  }
  if (trimmed.includes(USER_NAME_FORBIDDEN_CHARACTER) || /\p{Cc}/u.test(trimmed)) {
    return err(
      'USER_NAME_INVALID',
      `User name must not contain "${USER_NAME_FORBIDDEN_CHARACTER}"`,
    );
  }
  return ok(trimmed);
}

/**
 * The rule for a password being set (DECISIONS.md "Passwords"): 12..128 characters (UTF-16 code
 * units, as the form fields count), not only whitespace and not one character repeated
 * (`aaaaaaaaaaaa`). Not trimmed: inner and outer spaces count. The common-password list is the
 * other half of the rule (account-rules `checkPasswordNotCommon`), applied where the list is.
 */
export function checkPasswordRule(password: string): Result<string, PasswordRuleErrorCode> {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return err('PASSWORD_TOO_SHORT', `Password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return err('PASSWORD_TOO_LONG', `Password allows at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  const first = password.codePointAt(0) ?? 0;
  const isOneCharacter = [...password].every((c) => c.codePointAt(0) === first);
  if (password.trim() === '' || isOneCharacter) {
    return err('PASSWORD_TOO_SIMPLE', 'Password must not be only spaces or one repeated character');
  }
  return ok(password);
}

/** `checkPasswordRule`, and equal to its repetition. */
export function checkNewPassword(
  password: string,
  repeatPassword: string,
): Result<string, PasswordErrorCode> {
  const rule = checkPasswordRule(password);
  if (!rule.ok) return rule;
  if (password !== repeatPassword) return err('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match');
  return ok(password);
}
