import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerSimulatorApi } from './sim-api.js';
import { appendQuery, parseScenario, renderApprovalPage, renderMessagePage } from './sim-page.js';
import { isOnShopOrigin } from './sim-redirects.js';
import { createSimulatorState, generatePayerId, type SimulatorState } from './sim-state.js';

export { createSimulatorState, type SimulatorState } from './sim-state.js';
export { buildCaptureEvent, buildRefundEvent } from './sim-webhooks.js';
export type { RefundScenario, SimRefund } from './sim-refunds.js';

export interface PayPalSimulatorOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  /** The simulator's own public base, e.g. http://127.0.0.1:4432/paypal-sim (links, page forms). */
  readonly baseUrl: () => string;
  /** The shop's origin (PUBLIC_URL): the only place return and cancel URLs may lead to. */
  readonly shopOrigin: () => string;
  /** Forced on a non-local PUBLIC_URL (PAYPAL_SIMULATOR=on): a warning in the log at start. */
  readonly isForced?: boolean;
  /** The shop's webhook URL; null → no webhooks are sent. */
  readonly webhookUrl: () => string | null;
  /** Tests pass their own to add latency or settle captures. */
  readonly state?: SimulatorState;
}

function html(reply: { type(t: string): unknown }, body: string): string {
  reply.type('text/html; charset=utf-8');
  return body;
}

function registerApprovalPage(
  app: FastifyInstance,
  state: SimulatorState,
  options: PayPalSimulatorOptions,
): void {
  app.get('/checkoutnow', (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const order = typeof token === 'string' ? state.orders.get(token) : undefined;
    if (!order || order.status !== 'CREATED') {
      void reply.code(404);
      return html(
        reply,
        renderMessagePage(
          'Payment not found',
          'This payment does not exist or was already approved.',
        ),
      );
    }
    return html(reply, renderApprovalPage(order, options.baseUrl()));
  });

  app.post('/checkoutnow/:action', (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { action } = request.params as { action: string };
    const order = typeof body.token === 'string' ? state.orders.get(body.token) : undefined;
    if (!order || order.status !== 'CREATED' || (action !== 'approve' && action !== 'cancel')) {
      void reply.code(404);
      return html(
        reply,
        renderMessagePage(
          'Payment not found',
          'This payment does not exist or was already approved.',
        ),
      );
    }
    const back = action === 'cancel' ? order.cancelUrl : order.returnUrl;
    // Checked at creation too; here again so that no Location ever leaves the shop's origin.
    if (back !== null && !isOnShopOrigin(back, options.shopOrigin())) {
      void reply.code(400);
      return html(reply, renderMessagePage('Not allowed', 'This payment leads off the shop.'));
    }
    if (action === 'cancel') {
      if (back === null)
        return html(reply, renderMessagePage('Cancelled', 'You cancelled the payment.'));
      return reply.redirect(appendQuery(back, { token: order.id }), 303);
    }
    order.status = 'APPROVED';
    order.scenario = parseScenario(body.scenario);
    order.payerId ??= generatePayerId();
    if (back === null)
      return html(reply, renderMessagePage('Approved', 'You approved the payment.'));
    return reply.redirect(appendQuery(back, { token: order.id, PayerID: order.payerId }), 303);
  });
}

/**
 * The PayPal simulator (mounted at /paypal-sim when PAYPAL_API_BASE is unset; decision 0011):
 * the Orders v2 calls the adapter makes, with PayPal's idempotency and 422 business checks, the
 * webhook verification, and an approval page made of plain HTML forms.
 */
export function paypalSimulatorPlugin(options: PayPalSimulatorOptions): FastifyPluginAsync {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    const state = options.state ?? createSimulatorState();
    if (options.isForced === true)
      app.log.warn(
        'PAYPAL_SIMULATOR=on: the PayPal simulator is mounted at a public address; payments are simulated, no real money is taken. Set PAYPAL_API_BASE for a real shop.',
      );
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    registerSimulatorApi(app, state, options);
    registerApprovalPage(app, state, options);
  };
}
