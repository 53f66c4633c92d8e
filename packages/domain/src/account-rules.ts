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

/**
 * Link lifetimes: password reset 24 h (spec 2 §5), e-mail opt-in 7 days, e-mail change 24 h, and
 * the link to the old address that undoes an e-mail change 72 h (issue 23, ASVS 3.7.1).
 */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const OPTIN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_UNDO_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** The window every failure count below covers. */
export const SIGNIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;
/**
 * Failed sign-ins an account takes per hour from clients it was never signed in from; then those
 * clients get 429 ACCOUNT_LOCKED until the oldest failure is an hour old. A browser holding the
 * account's device cookie is still admitted (docs/decisions/0009, OWASP "device cookies").
 */
export const SIGNIN_FAILURES_PER_HOUR = 100;
/** Failed sign-ins (and taken user names at sign-up) per client address and hour, any account. */
export const SIGNIN_FAILURES_PER_CLIENT_PER_HOUR = 30;
/** Failed sign-ins per device cookie and hour: a stolen device cookie buys few guesses. */
export const SIGNIN_FAILURES_PER_DEVICE_PER_HOUR = 10;
/** How long a successful sign-in marks the browser as a known device of the account. */
export const DEVICE_TRUST_MS = 180 * 24 * 60 * 60 * 1000;

/** E-mail change (issue 23 item 10): mails per typed address, and changes per account, per hour. */
export const EMAIL_CHANGE_MAILS_PER_ADDRESS_PER_HOUR = 3;
export const EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR = 5;

export interface SigninFailureCounts {
  /** Failures of the account from unknown clients within the window. */
  readonly account: number;
  /** Failures of the calling client (any account) within the window. */
  readonly client: number;
  /** Failures under the caller's device cookie within the window; null: no valid device cookie. */
  readonly device: number | null;
}

/**
 * Whether a sign-in attempt is looked at (OWASP "Slow down online guessing with device cookies"):
 * a known device of the account is judged by its own failures only, so 100 wrong passwords from
 * elsewhere never keep the owner out; any other client is judged by its own failures and by the
 * account's failures from unknown clients. Both refusals are 429 with Retry-After, not a
 * permanent lock.
 */
export function checkSigninAdmission(
  counts: SigninFailureCounts,
): Result<true, 'ACCOUNT_LOCKED' | 'SIGNIN_THROTTLED'> {
  if (counts.device !== null) {
    return counts.device < SIGNIN_FAILURES_PER_DEVICE_PER_HOUR
      ? ok(true)
      : err('SIGNIN_THROTTLED', 'Too many failed sign-ins from this device; try again later');
  }
  if (counts.client >= SIGNIN_FAILURES_PER_CLIENT_PER_HOUR) {
    return err('SIGNIN_THROTTLED', 'Too many failed sign-ins from this client; try again later');
  }
  if (counts.account >= SIGNIN_FAILURES_PER_HOUR) {
    return err('ACCOUNT_LOCKED', 'Too many failed sign-ins on this account; try again later');
  }
  return ok(true);
}

/** Seconds until the oldest counted failure leaves the window (at least 1): the Retry-After. */
export function retryAfterSeconds(oldestFailureMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((oldestFailureMs + SIGNIN_FAILURE_WINDOW_MS - nowMs) / 1000));
}

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
