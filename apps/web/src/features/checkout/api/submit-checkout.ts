import {
  CheckoutResponseSchema,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@print/contracts';
import { requestJson } from '../../../lib/api-client';

/**
 * POST /api/checkout/order/checkout. The Idempotency-Key makes a retry of the same attempt
 * (double click, timeout, reload) answer the same order instead of creating a second one.
 */
export async function submitCheckout(
  request: CheckoutRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return CheckoutResponseSchema.parse(
    await requestJson('/checkout/order/checkout', {
      method: 'POST',
      body: request,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
