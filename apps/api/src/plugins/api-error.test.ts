import { API_ERROR_CODES, API_ERROR_STATUS, type ApiErrorCode } from '@print/contracts';
import { err } from '@print/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, unwrap } from './api-error.js';

describe('the error-code → HTTP-status map', () => {
  it('gives every code a 4xx or 5xx status', () => {
    for (const code of API_ERROR_CODES) {
      expect(API_ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(API_ERROR_STATUS[code], code).toBeLessThan(600);
    }
  });

  it('throws a service error with the status of its code', () => {
    expect(() => unwrap(err('CART_NOT_FOUND', 'No such cart'))).toThrow(
      expect.objectContaining({ statusCode: 404, code: 'CART_NOT_FOUND' }),
    );
    expect(() => unwrap(err('QUEUE_FULL', 'busy'))).toThrow(
      expect.objectContaining({ statusCode: 503 }),
    );
  });

  it('is total at compile time (checked by `npm run typecheck`)', () => {
    // A code without a status is no ApiErrorCode: unwrapping a service error naming it fails to compile.
    // @ts-expect-error NEW_CODE_WITHOUT_STATUS is not in API_ERROR_STATUS
    const unknownCode: ApiErrorCode = 'NEW_CODE_WITHOUT_STATUS';
    // @ts-expect-error 400 is not the status of CART_NOT_FOUND (404)
    const wrongStatus = new ApiError(400, 'CART_NOT_FOUND', 'mismatch');
    expect([unknownCode, wrongStatus.code]).toHaveLength(2);
    // @ts-expect-error a map missing a code does not satisfy the total record type
    const partial: Record<ApiErrorCode, number> = { CART_NOT_FOUND: 404 };
    expect(partial).toBeDefined();
  });
});
