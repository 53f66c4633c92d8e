import {
  CheckoutResponseSchema,
  PayNowResponseSchema,
  type CheckoutResponse,
  type PayNowResponse,
} from '@print/contracts';
import { requestJson } from '../../../lib/api-client';

function orderPath(orderId: string): string {
  return `/checkout/order/${encodeURIComponent(orderId)}`;
}

/** POST /api/checkout/order/{id}: a new order with the same parts at today's prices (spec 2 §7). */
export async function reorder(orderId: string, idempotencyKey: string): Promise<CheckoutResponse> {
  return CheckoutResponseSchema.parse(
    await requestJson(orderPath(orderId), {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

/** POST /api/checkout/order/{id}/payment: the PayPal approval link of a pending order (pay now). */
export async function payNow(orderId: string): Promise<PayNowResponse> {
  return PayNowResponseSchema.parse(
    await requestJson(`${orderPath(orderId)}/payment`, { method: 'POST', body: {} }),
  );
}
