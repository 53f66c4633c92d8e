import { err, ok, type Result } from './result.js';

/** Form text limits (spec 2 §5 and §9; docs/decisions/0007-shop-rulings.md for the password maximum). */
export const NAME_MAX_LENGTH = 20;
export const SUBJECT_MAX_LENGTH = 50;
export const MESSAGE_MAX_LENGTH = 400;
export const PHONE_MAX_LENGTH = 15;
export const USER_NAME_MIN_LENGTH = 4;
export const USER_NAME_MAX_LENGTH = 20;
/** A user name must not look like an e-mail address. */
export const USER_NAME_FORBIDDEN_CHARACTER = '@';
/**
 * 8..128 in all three languages (DECISIONS.md "Passwords", OWASP ASVS 2.1): the spec's maximum of
 * 20 was a storage limit of the old system; a long passphrase is never refused.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const VOUCHER_CODE_MIN_LENGTH = 2;
export const VOUCHER_CODE_MAX_LENGTH = 30;

export type UserNameErrorCode = 'USER_NAME_TOO_SHORT' | 'USER_NAME_TOO_LONG' | 'USER_NAME_INVALID';
export type PasswordErrorCode =
  'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORDS_DO_NOT_MATCH';

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

/** Password 8..128 characters and equal to its repetition. Not trimmed: spaces count. */
export function checkNewPassword(
  password: string,
  repeatPassword: string,
): Result<string, PasswordErrorCode> {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return err('PASSWORD_TOO_SHORT', `Password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return err('PASSWORD_TOO_LONG', `Password allows at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  if (password !== repeatPassword) return err('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match');
  return ok(password);
}
