import type { z } from 'zod';
import { err, ok, type Result } from '@print/domain';
import type { CaptureOutcomes } from './capture-outcome.js';
import type { PayPalClient, PayPalErrorCode } from './paypal-client.js';
import { PayPalWebhookEventSchema, type PayPalWebhookHeaders } from './paypal-types.js';
import type { PaymentsRepository } from './payments.repository.js';

export type WebhookErrorCode = PayPalErrorCode | 'WEBHOOK_SIGNATURE_INVALID';

/** The capture events the shop acts on, and the capture status each stands for. */
const CAPTURE_EVENTS: Readonly<Record<string, string>> = {
  'PAYMENT.CAPTURE.COMPLETED': 'COMPLETED',
  'PAYMENT.CAPTURE.PENDING': 'PENDING',
  'PAYMENT.CAPTURE.DENIED': 'DENIED',
  'PAYMENT.CAPTURE.DECLINED': 'DECLINED',
};

/** A refund of a capture: its resource is the refund, with its status (any of PayPal's four). */
const REFUND_EVENT = 'PAYMENT.CAPTURE.REFUNDED';

type RawHeaders = Readonly<Record<string, string | string[] | undefined>>;

function readHeaders(headers: RawHeaders): PayPalWebhookHeaders | null {
  const get = (name: string): string | null => {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return text !== undefined && text.length > 0 && text.length <= 2048 ? text : null;
  };
  const authAlgo = get('paypal-auth-algo');
  const certUrl = get('paypal-cert-url');
  const transmissionId = get('paypal-transmission-id');
  const transmissionSig = get('paypal-transmission-sig');
  const transmissionTime = get('paypal-transmission-time');
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime)
    return null;
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

/**
 * POST /api/payments/paypal/webhook: verified by PayPal's verify-webhook-signature (never by our
 * own reading of the headers), deduplicated by event id, and applied through the same
 * idempotent capture transition as the buyer's return.
 */
export function createWebhookHandler(deps: {
  readonly repo: PaymentsRepository;
  readonly paypal: PayPalClient;
  readonly outcomes: CaptureOutcomes;
  /** PAYMENT.CAPTURE.REFUNDED: the refund in its resource (refund-paypal.ts). */
  readonly refunds: { applyEvent(resource: unknown): Promise<void> };
  readonly webhookId: string;
}) {
  const { repo, paypal, outcomes } = deps;

  async function applyEvent(event: z.infer<typeof PayPalWebhookEventSchema>): Promise<void> {
    if (event.event_type === REFUND_EVENT) {
      await deps.refunds.applyEvent(event.resource);
      return;
    }
    const status = CAPTURE_EVENTS[event.event_type];
    const resource = event.resource;
    const paypalOrderId = resource?.supplementary_data?.related_ids?.order_id;
    if (status === undefined || resource?.id === undefined || paypalOrderId === undefined) return;
    const attempt = await repo.findByPayPalOrderId(paypalOrderId);
    if (attempt === null) return;
    await outcomes.apply(attempt, { id: resource.id, status, amount: resource.amount });
  }

  return {
    async handle(
      headers: RawHeaders,
      body: unknown,
    ): Promise<Result<{ received: true; duplicate: boolean }, WebhookErrorCode>> {
      const transmission = readHeaders(headers);
      const event = PayPalWebhookEventSchema.safeParse(body);
      if (transmission === null || !event.success)
        return err('WEBHOOK_SIGNATURE_INVALID', 'Not a signed PayPal webhook event');
      const verified = await paypal.verifyWebhookSignature(transmission, deps.webhookId, body);
      if (!verified.ok) return verified;
      if (!verified.value)
        return err('WEBHOOK_SIGNATURE_INVALID', 'PayPal did not confirm the webhook signature');
      const seen = await repo.recordWebhookEvent(
        event.data.id,
        event.data.event_type,
        event.data.resource?.id ?? null,
      );
      if (seen === 'processed') return ok({ received: true, duplicate: true });
      await applyEvent(event.data);
      await repo.markWebhookProcessed(event.data.id);
      return ok({ received: true, duplicate: false });
    },
  };
}
