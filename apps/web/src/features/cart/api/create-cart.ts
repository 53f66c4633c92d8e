import type { CartResponse } from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';

/** POST /api/checkout/cart → { _id }. */
export async function createCart(): Promise<CartResponse['_id']> {
  const body = await requestJson('/checkout/cart', { method: 'POST' });
  const id = readStringField(body, '_id');
  if (id === null) throw new ApiError(200, 'INVALID_RESPONSE', 'cart without _id');
  return id;
}

export function readStringField(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
