import { ApiError } from '../../../lib/api-client';

/** The outcome kinds the account pages tell apart in an API failure. */
export type FailureKind = 'credentials' | 'rate-limited' | 'link-invalid' | 'conflict' | 'other';

/**
 * Maps a failed call to what the page says (spec 2 §8). Sign-in failures never say whether the
 * account exists: wrong password, unknown name and unconfirmed account read alike.
 */
export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'other';
  if (error.code === 'RESET_CODE_ACTIVE' || error.serverMessage === 'Active code found')
    return 'conflict';
  if (error.code === 'LINK_INVALID') return 'link-invalid';
  if (error.status === 429) return 'rate-limited';
  if (error.code === 'INVALID_CREDENTIALS' || error.code === 'ACCOUNT_NOT_CONFIRMED')
    return 'credentials';
  if (error.status === 401) return 'credentials';
  if (error.status === 409) return 'conflict';
  return 'other';
}

/** The first field issue of a VALIDATION_FAILED answer is not needed: forms validate first. */
export function isApiError(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}
