// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createIdempotencyKey } from '../../../lib/idempotency-key';
import { selectSubmissionAttempt } from './idempotency-key';

describe('checkout idempotency key', () => {
  it('keeps the key for the same body (retry, double click, reload)', () => {
    const first = selectSubmissionAttempt(null, '{"a":1}', () => 'key-1');
    expect(first).toEqual({ idempotencyKey: 'key-1', fingerprint: '{"a":1}' });
    expect(selectSubmissionAttempt(first, '{"a":1}', () => 'key-2')).toBe(first);
  });

  it('starts a new attempt with a new key when the body changed', () => {
    const first = selectSubmissionAttempt(null, '{"a":1}', () => 'key-1');
    expect(selectSubmissionAttempt(first, '{"a":2}', () => 'key-2').idempotencyKey).toBe('key-2');
  });

  it('creates distinct UUID-shaped keys the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
