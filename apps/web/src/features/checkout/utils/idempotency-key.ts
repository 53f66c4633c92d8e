import { createIdempotencyKey } from '../../../lib/idempotency-key';

/** Same body → same key (a retry); another body → a new attempt with a new key. */
export function selectSubmissionAttempt(
  current: { readonly idempotencyKey: string; readonly fingerprint: string } | null,
  fingerprint: string,
  createKey: () => string = createIdempotencyKey,
): { readonly idempotencyKey: string; readonly fingerprint: string } {
  return current !== null && current.fingerprint === fingerprint
    ? current
    : { idempotencyKey: createKey(), fingerprint };
}
