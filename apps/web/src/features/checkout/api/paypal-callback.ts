import {
  PayPalCallbackResponseSchema,
  type PayPalCallbackRequest,
  type PayPalCallbackResponse,
} from '@print/contracts';
import { requestJson } from '../../../lib/api-client';

const pending = new Map<string, Promise<PayPalCallbackResponse>>();

/**
 * POST /api/checkout/order/checkout/callback: the buyer is back from PayPal. One call per token
 * and outcome in this page's life (a re-render or React's double effect must not capture twice;
 * the server is idempotent too).
 */
export function sendPayPalCallback(
  request: PayPalCallbackRequest,
): Promise<PayPalCallbackResponse> {
  const key = `${request.token}:${String(request.success)}`;
  let call = pending.get(key);
  if (call === undefined) {
    call = requestJson('/checkout/order/checkout/callback', { method: 'POST', body: request }).then(
      (body) => PayPalCallbackResponseSchema.parse(body),
    );
    call.catch(() => pending.delete(key));
    pending.set(key, call);
  }
  return call;
}
