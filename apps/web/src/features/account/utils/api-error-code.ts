import { ApiError } from '../../../lib/api-client';

/** The outcome kinds the account pages tell apart in an API failure. */
export type FailureKind =
  | 'credentials'
  | 'not-confirmed'
  | 'blocked'
  | 'already-confirmed'
  | 'rate-limited'
  | 'link-invalid'
  | 'conflict'
  | 'other';

/**
 * Maps a failed call to what the page says (spec 2 §8). Sign-in failures never say whether the
 * account exists: wrong password and unknown name read alike. The API answers
 * ACCOUNT_NOT_CONFIRMED only to the right password, so saying "please confirm your e-mail"
 * tells nothing a stranger could not already know (issue 24 point 13).
 */
export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'other';
  if (error.code === 'RESET_CODE_ACTIVE' || error.serverMessage === 'Active code found')
    return 'conflict';
  if (error.code === 'LINK_INVALID') return 'link-invalid';
  if (error.code === 'ACCOUNT_ALREADY_CONFIRMED') return 'already-confirmed';
  if (error.code === 'ACCOUNT_NOT_CONFIRMED') return 'not-confirmed';
  // Like ACCOUNT_NOT_CONFIRMED, answered only to the right password (issue 25 item 8).
  if (error.code === 'ACCOUNT_BLOCKED') return 'blocked';
  if (error.status === 429) return 'rate-limited';
  if (error.code === 'INVALID_CREDENTIALS') return 'credentials';
  if (error.status === 401) return 'credentials';
  if (error.status === 409) return 'conflict';
  return 'other';
}

/** The first field issue of a VALIDATION_FAILED answer is not needed: forms validate first. */
export function isApiError(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}
