import {
  OrderViewSchema,
  PayNowResponseSchema,
  ReorderResponseSchema,
  type NotPrintableChoiceRequest,
  type OrderView,
  type PayNowResponse,
  type ReorderResponse,
} from '@print/contracts';
import { requestJson } from '../../../lib/api-client';

function orderPath(orderId: string): string {
  return `/checkout/order/${encodeURIComponent(orderId)}`;
}

/**
 * POST /api/checkout/order/{id}: the order's parts into the cart at today's prices (the browser's
 * cart when it has one); the customer then checks out with a payment method of their choice.
 */
export async function reorder(
  orderId: string,
  idempotencyKey: string,
  cartId: string | null,
): Promise<ReorderResponse> {
  return ReorderResponseSchema.parse(
    await requestJson(orderPath(orderId), {
      method: 'POST',
      body: cartId === null ? {} : { cartId },
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

/**
 * POST /api/checkout/order/{id}/not-printable-choice: the owner's answer to files not printable
 * (a changed quote or a cancellation); answers the order as it now stands.
 */
export async function answerNotPrintable(
  orderId: string,
  request: NotPrintableChoiceRequest,
): Promise<OrderView> {
  return OrderViewSchema.parse(
    await requestJson(`${orderPath(orderId)}/not-printable-choice`, {
      method: 'POST',
      body: request,
    }),
  );
}
