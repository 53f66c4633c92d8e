import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  generateSimId,
  renderOrder,
  type SimCapture,
  type SimOrder,
  type SimulatorState,
} from './sim-state.js';
import { renderRefund, type SimRefund } from './sim-refunds.js';

const EVENT_TYPES = {
  COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
  PENDING: 'PAYMENT.CAPTURE.PENDING',
  DECLINED: 'PAYMENT.CAPTURE.DECLINED',
  DENIED: 'PAYMENT.CAPTURE.DENIED',
} as const;

export const SIM_AUTH_ALGO = 'SHA256withRSA';

/**
 * PayPal signs with its RSA certificate; the simulator signs with an HMAC key of its own. The
 * shop never checks either itself: it asks verify-webhook-signature, as against PayPal.
 */
function sign(
  state: SimulatorState,
  parts: { id: string; time: string; webhookId: string; body: string },
): string {
  const digest = createHash('sha256').update(parts.body).digest('hex');
  return createHmac('sha256', state.signingKey)
    .update(`${parts.id}|${parts.time}|${parts.webhookId}|${digest}`)
    .digest('base64');
}

export interface VerifyRequest {
  readonly transmission_id?: unknown;
  readonly transmission_time?: unknown;
  readonly transmission_sig?: unknown;
  readonly cert_url?: unknown;
  readonly webhook_id?: unknown;
  readonly webhook_event?: unknown;
}

/** verify-webhook-signature: SUCCESS only for an event this simulator sent, unchanged. */
export function verifySignature(
  state: SimulatorState,
  request: VerifyRequest,
  expected: { webhookId: string; certUrl: string },
): boolean {
  const { transmission_id: id, transmission_time: time, transmission_sig: sig } = request;
  if (typeof id !== 'string' || typeof time !== 'string' || typeof sig !== 'string') return false;
  if (request.webhook_id !== expected.webhookId || request.cert_url !== expected.certUrl)
    return false;
  const body = JSON.stringify(request.webhook_event);
  const wanted = Buffer.from(sign(state, { id, time, webhookId: expected.webhookId, body }));
  const given = Buffer.from(sig);
  return wanted.length === given.length && timingSafeEqual(wanted, given);
}

export interface WebhookTarget {
  readonly url: string;
  readonly webhookId: string;
  readonly baseUrl: string;
}

/** Builds a capture event with its transmission headers (exported for tests that replay it). */
export function buildCaptureEvent(
  state: SimulatorState,
  order: SimOrder,
  capture: SimCapture,
  target: WebhookTarget,
  kind: keyof typeof EVENT_TYPES = capture.status,
) {
  const rendered = renderOrder(order, target.baseUrl);
  const resource = rendered.purchase_units[0]?.payments?.captures.find((c) => c.id === capture.id);
  const event = {
    id: `WH-${generateSimId(20)}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    resource_version: '2.0',
    event_type: EVENT_TYPES[kind],
    summary: `Payment ${capture.status.toLowerCase()} for CHF ${resource?.amount.value ?? ''}`,
    resource,
  };
  return signEvent(state, event, target);
}

/**
 * Builds PAYMENT.CAPTURE.REFUNDED for a refund (its resource is the refund, `up` names the
 * capture) with its transmission headers; exported for tests that replay it.
 */
export function buildRefundEvent(state: SimulatorState, refund: SimRefund, target: WebhookTarget) {
  const resource = renderRefund(refund, target.baseUrl);
  const event = {
    id: `WH-${generateSimId(20)}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'refund',
    resource_version: '2.0',
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    summary: `A ${resource.amount.currency_code} ${resource.amount.value} capture payment was refunded`,
    resource,
  };
  return signEvent(state, event, target);
}

function signEvent<E extends object>(state: SimulatorState, event: E, target: WebhookTarget) {
  const body = JSON.stringify(event);
  const id = randomUUID();
  const time = new Date().toISOString();
  const headers = {
    'content-type': 'application/json',
    'paypal-transmission-id': id,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': sign(state, { id, time, webhookId: target.webhookId, body }),
    'paypal-cert-url': `${target.baseUrl}/v1/notifications/certs/CERT-SIM`,
    'paypal-auth-algo': SIM_AUTH_ALGO,
  };
  return { event, body, headers };
}

/** POSTs the event to the shop; failures are dropped (PayPal would retry, the shop reconciles). */
export async function deliverWebhook(
  built: { readonly body: string; readonly headers: Record<string, string> },
  url: string,
  stop: AbortSignal,
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: built.headers,
      body: built.body,
      signal: AbortSignal.any([AbortSignal.timeout(5000), stop]),
    });
    // Read to the end: an unread body keeps the connection busy and the server from closing.
    await response.arrayBuffer();
  } catch {
    // The shop was down or closing: it learns the outcome from the capture answer or a reconcile.
  }
}
