import { err, ok, type Result } from './result.js';

/**
 * How many of the most common passwords are refused (DECISIONS.md "Passwords"). The list itself
 * is data loaded by the API (apps/api/src/modules/accounts/data/common-passwords.txt).
 */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * A password found in the common-password list is refused (case-insensitive, as attackers' lists
 * try the case variants first). The list holds lower-case entries.
 */
export function checkPasswordNotCommon(
  password: string,
  commonPasswords: ReadonlySet<string>,
): Result<string, 'PASSWORD_TOO_COMMON'> {
  if (commonPasswords.has(password.toLowerCase())) {
    return err('PASSWORD_TOO_COMMON', 'This password is among the most common ones');
  }
  return ok(password);
}

/**
 * The key that makes user names unique: NFC, trimmed, lower case. "Anna" and "anna" are one
 * account; the name is shown as it was typed.
 */
export function userNameKey(userName: string): string {
  return userName.normalize('NFC').trim().toLowerCase();
}

/** The key that makes e-mail addresses comparable: trimmed, lower case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Session lifetime (OWASP ASVS 3.3): 30 minutes idle, 12 hours absolute. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** Link lifetimes: password reset 24 h (spec 2 §5), e-mail opt-in 7 days, e-mail change 24 h. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const OPTIN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** At most this many failed sign-ins per account (identifier) per hour, then 429 for an hour. */
export const SIGNIN_FAILURES_PER_HOUR = 100;

/** Whether a session is still alive at `nowMs`: neither idle nor past its absolute limit. */
export function isSessionAlive(
  session: { readonly createdAtMs: number; readonly lastSeenAtMs: number },
  nowMs: number,
): boolean {
  return (
    nowMs - session.lastSeenAtMs < SESSION_IDLE_MS &&
    nowMs - session.createdAtMs < SESSION_ABSOLUTE_MS
  );
}
