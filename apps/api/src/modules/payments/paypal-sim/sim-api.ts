import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isFailure, renderFailure, type SimFailure } from './sim-checks.js';
import {
  captureOrder,
  generateSimId,
  renderOrder,
  type SimOrder,
  type SimResponse,
  type SimulatorState,
} from './sim-state.js';
import {
  findCapture,
  refundCapture,
  renderRefund,
  settleRefund,
  type SimRefund,
} from './sim-refunds.js';
import {
  buildCaptureEvent,
  buildRefundEvent,
  deliverWebhook,
  verifySignature,
  type VerifyRequest,
} from './sim-webhooks.js';
import type { PayPalSimulatorOptions } from './index.js';
import { header, registerSimulatorAuth } from './sim-auth.js';
import { checkCreateRequest } from './sim-redirects.js';

function failure(reply: FastifyReply, f: SimFailure): FastifyReply {
  return reply.code(f.status).send(renderFailure(f, randomBytes(6).toString('hex')));
}

function notFound(reply: FastifyReply): FastifyReply {
  return failure(reply, {
    status: 404,
    name: 'RESOURCE_NOT_FOUND',
    issue: 'INVALID_RESOURCE_ID',
    description:
      'Specified resource ID does not exist. Please check the resource ID and try again.',
  });
}

/**
 * Token, create, show, capture, refund, show refund and verify-webhook-signature with PayPal's
 * shapes and rules.
 */
export function registerSimulatorApi(
  app: FastifyInstance,
  state: SimulatorState,
  options: PayPalSimulatorOptions,
): void {
  const base = () => options.baseUrl();
  const inFlight = new Set<Promise<void>>();
  const stop = new AbortController();
  // Before the server stops accepting: a delivery to this same server would hold its close.
  app.addHook('preClose', async () => {
    stop.abort();
    await Promise.allSettled([...inFlight]);
  });

  function sendWebhook(
    order: SimOrder,
    capture: SimOrder['captures'][number],
    kind?: 'DENIED' | 'COMPLETED',
  ): void {
    const url = options.webhookUrl();
    if (!state.sendWebhooks || url === null) return;
    const built = buildCaptureEvent(
      state,
      order,
      capture,
      { url, webhookId: options.webhookId, baseUrl: base() },
      kind,
    );
    const delivery = deliverWebhook(built, url, stop.signal).finally(() =>
      inFlight.delete(delivery),
    );
    inFlight.add(delivery);
  }

  /** PAYMENT.CAPTURE.REFUNDED once a refund has completed (at once, or when settled). */
  function sendRefundWebhook(refund: SimRefund): void {
    const url = options.webhookUrl();
    if (!state.sendWebhooks || url === null || refund.status !== 'COMPLETED') return;
    const built = buildRefundEvent(state, refund, {
      url,
      webhookId: options.webhookId,
      baseUrl: base(),
    });
    const delivery = deliverWebhook(built, url, stop.signal).finally(() =>
      inFlight.delete(delivery),
    );
    inFlight.add(delivery);
  }

  registerSimulatorAuth(app, state, options);

  /**
   * PayPal-Request-Id (Orders v2): the first answer is stored as sent; the same id again answers
   * `200` with that body when it was a success (an idempotent replay: never a second order or
   * capture), a refusal again as it was. Server errors are not stored (the retry does the work).
   */
  async function idempotent(
    key: string | null,
    work: () => SimResponse,
    delayMs: number,
  ): Promise<SimResponse> {
    const known = key === null ? undefined : state.replies.get(key);
    const answer =
      known === undefined
        ? work()
        : { status: known.status < 300 ? 200 : known.status, body: known.body };
    if (key !== null && known === undefined && answer.status < 500) state.replies.set(key, answer);
    if (delayMs > 0) await sleep(delayMs);
    return answer;
  }

  app.post('/v2/checkout/orders', async (request, reply) => {
    const requestId = header(request, 'paypal-request-id') ?? null;
    const answer = await idempotent(
      requestId ? `create|${requestId}` : null,
      () => {
        const checked = checkCreateRequest(request.body, options.shopOrigin());
        if (isFailure(checked))
          return {
            status: checked.status,
            body: renderFailure(checked, randomBytes(6).toString('hex')),
          };
        const order: SimOrder = {
          id: generateSimId(),
          status: 'CREATED',
          createTime: new Date().toISOString(),
          unit: checked.unit,
          amountCents: checked.amountCents,
          currency: checked.currency,
          ...checked.urls,
          payerId: null,
          scenario: 'approve',
          captures: [],
        };
        state.orders.set(order.id, order);
        return { status: 201, body: renderOrder(order, base()) };
      },
      state.latencyMs.create,
    );
    return reply.code(answer.status).send(answer.body);
  });

  app.get('/v2/checkout/orders/:id', async (request, reply) => {
    const order = state.orders.get((request.params as { id: string }).id);
    if (state.latencyMs.show > 0) await sleep(state.latencyMs.show);
    return order ? renderOrder(order, base()) : notFound(reply);
  });

  app.post('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const order = state.orders.get((request.params as { id: string }).id);
    if (!order) return notFound(reply);
    const requestId = header(request, 'paypal-request-id') ?? null;
    const answer = await idempotent(
      requestId ? `capture|${order.id}|${requestId}` : null,
      () => {
        const outcome = captureOrder(order);
        if ('issue' in outcome)
          return {
            status: outcome.status,
            body: renderFailure(outcome, randomBytes(6).toString('hex')),
          };
        if (outcome.status !== 'DECLINED') sendWebhook(order, outcome);
        return { status: 201, body: renderOrder(order, base()) };
      },
      state.latencyMs.capture,
    );
    return reply.code(answer.status).send(answer.body);
  });

  app.post('/v2/payments/captures/:id/refund', async (request, reply) => {
    const found = findCapture(state, (request.params as { id: string }).id);
    if (!found) return notFound(reply);
    const requestId = header(request, 'paypal-request-id') ?? null;
    const answer = await idempotent(
      requestId ? `refund|${found.capture.id}|${requestId}` : null,
      () => {
        const outcome = refundCapture(state, found, request.body);
        if ('issue' in outcome)
          return {
            status: outcome.status,
            body: renderFailure(outcome, randomBytes(6).toString('hex')),
          };
        sendRefundWebhook(outcome);
        return { status: 201, body: renderRefund(outcome, base()) };
      },
      state.latencyMs.refund,
    );
    return reply.code(answer.status).send(answer.body);
  });

  app.get('/v2/payments/refunds/:id', (request, reply) => {
    const refund = state.refunds.get((request.params as { id: string }).id);
    return refund ? renderRefund(refund, base()) : notFound(reply);
  });

  /** Simulator control: settle a PENDING refund (complete, fail or cancel), as PayPal later does. */
  app.post('/sim/refunds/:id/:outcome', (request, reply) => {
    const { id, outcome } = request.params as { id: string; outcome: string };
    const refund = state.refunds.get(id);
    const settled = refund === undefined ? null : settleRefund(state, refund, outcome);
    if (settled === null) return notFound(reply);
    sendRefundWebhook(settled);
    return renderRefund(settled, base());
  });

  app.post('/v1/notifications/verify-webhook-signature', (request) => {
    const body = (request.body ?? {}) as VerifyRequest;
    const certUrl = `${base()}/v1/notifications/certs/CERT-SIM`;
    const isValid = verifySignature(state, body, { webhookId: options.webhookId, certUrl });
    return { verification_status: isValid ? 'SUCCESS' : 'FAILURE' };
  });

  /** Simulator control (no PayPal counterpart): settle a pending capture, as PayPal later does. */
  app.post('/sim/captures/:id/:outcome', (request, reply) => {
    const { id, outcome } = request.params as { id: string; outcome: string };
    for (const order of state.orders.values()) {
      const capture = order.captures.find((c) => c.id === id);
      if (
        !capture ||
        capture.status !== 'PENDING' ||
        (outcome !== 'complete' && outcome !== 'deny')
      )
        continue;
      capture.status = outcome === 'complete' ? 'COMPLETED' : 'DECLINED';
      capture.reason = null;
      sendWebhook(order, capture, outcome === 'complete' ? 'COMPLETED' : 'DENIED');
      return renderOrder(order, base());
    }
    return notFound(reply);
  });
}
