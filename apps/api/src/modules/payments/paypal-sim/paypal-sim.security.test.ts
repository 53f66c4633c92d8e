import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, SIMULATOR_PAYPAL_SETTINGS } from '../../../plugins/config.js';
import { createPayPalWiring } from '../paypal-wiring.js';
import { paypalSimulatorPlugin } from './index.js';
import { createSimulatorState, type SimOrder, type SimulatorState } from './sim-state.js';

/** Issue 23 item 1: the attempts against /paypal-sim, repeated; each fails if it succeeds again. */
const SHOP = 'https://test-shop.example';
const CREDENTIALS = { clientId: 'configured-id', clientSecret: 'configured-secret' };
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function startSim(options: { isForced?: boolean; log?: string[] } = {}) {
  const state = createSimulatorState();
  state.sendWebhooks = false;
  const log = options.log;
  app = Fastify({
    logger: log ? { level: 'info', stream: { write: (line: string) => log.push(line) } } : false,
  });
  await app.register(
    paypalSimulatorPlugin({
      ...CREDENTIALS,
      webhookId: 'WH-SEC',
      baseUrl: () => `${SHOP}/paypal-sim`,
      shopOrigin: () => SHOP,
      webhookUrl: () => null,
      state,
      ...(options.isForced === undefined ? {} : { isForced: options.isForced }),
    }),
    { prefix: '/paypal-sim' },
  );
  return { app, state };
}

async function token(sim: FastifyInstance, authorization: string) {
  return sim.inject({
    method: 'POST',
    url: '/paypal-sim/v1/oauth2/token',
    headers: { ...FORM, authorization },
    payload: 'grant_type=client_credentials',
  });
}

function createBody(urls: Record<string, string>) {
  return {
    intent: 'CAPTURE',
    purchase_units: [{ amount: { currency_code: 'CHF', value: '250.00' } }],
    payment_source: { paypal: { experience_context: urls } },
  };
}

async function createOrder(sim: FastifyInstance, urls: Record<string, string>) {
  const bearer = (await token(sim, basic(CREDENTIALS.clientId, CREDENTIALS.clientSecret))).json<{
    access_token: string;
  }>().access_token;
  return sim.inject({
    method: 'POST',
    url: '/paypal-sim/v2/checkout/orders',
    headers: { authorization: `Bearer ${bearer}` },
    payload: createBody(urls),
  });
}

function pendingCapture(state: SimulatorState): { order: SimOrder; captureId: string } {
  const order: SimOrder = {
    id: 'ORDERPENDING00001',
    status: 'COMPLETED',
    createTime: new Date().toISOString(),
    unit: {},
    amountCents: 25_000,
    currency: 'CHF',
    returnUrl: null,
    cancelUrl: null,
    payerId: 'PAYER00000001',
    scenario: 'pending',
    captures: [
      {
        id: 'CAPTUREPENDING001',
        status: 'PENDING',
        reason: 'PENDING_REVIEW',
        amountCents: 25_000,
        createTime: new Date().toISOString(),
      },
    ],
  };
  state.orders.set(order.id, order);
  return { order, captureId: 'CAPTUREPENDING001' };
}

describe('the simulator control endpoints need its credentials', () => {
  it.each([
    ['no credentials', undefined],
    ['wrong Basic credentials', basic('configured-id', 'guessed')],
    ["the source's default credentials", basic('sim-client-id', 'sim-client-secret')],
    ['an invented bearer token', 'Bearer A21AAinvented'],
  ])('settling a pending capture with %s → 401, the capture stays pending', async (_, auth) => {
    const { app: sim, state } = await startSim();
    const { order, captureId } = pendingCapture(state);
    for (const outcome of ['complete', 'deny']) {
      const res = await sim.inject({
        method: 'POST',
        url: `/paypal-sim/sim/captures/${captureId}/${outcome}`,
        headers: auth === undefined ? {} : { authorization: auth },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(order.captures[0]?.status).toBe('PENDING');
  });

  it("with the configured Basic credentials or the simulator's token it settles", async () => {
    const { app: sim, state } = await startSim();
    const { order, captureId } = pendingCapture(state);
    const res = await sim.inject({
      method: 'POST',
      url: `/paypal-sim/sim/captures/${captureId}/complete`,
      headers: { authorization: basic(CREDENTIALS.clientId, CREDENTIALS.clientSecret) },
    });
    expect(res.statusCode).toBe(200);
    expect(order.captures[0]?.status).toBe('COMPLETED');
  });

  it("the source's default credentials get no token from a simulator configured with others", async () => {
    const { app: sim } = await startSim();
    const defaults = SIMULATOR_PAYPAL_SETTINGS;
    const res = await token(sim, basic(defaults.clientId, defaults.clientSecret));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('the simulator sends buyers back only to the shop', () => {
  it.each([
    ['a foreign return_url', { return_url: 'https://evil.example/steal', cancel_url: `${SHOP}/x` }],
    ['a foreign cancel_url', { return_url: `${SHOP}/ok`, cancel_url: 'https://evil.example/' }],
    ['another port', { return_url: `${SHOP}:8443/ok` }],
    ['another scheme', { return_url: 'http://test-shop.example/ok' }],
    ['a javascript: URL', { return_url: 'javascript:alert(1)' }],
  ])('creating an order with %s → 422, no order', async (_, urls) => {
    const { app: sim, state } = await startSim();
    const res = await createOrder(sim, urls);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'REDIRECT_URL_NOT_ALLOWED' }],
    });
    expect(state.orders.size).toBe(0);
  });

  it('a return_url that is not a URL → 400 INVALID_PARAMETER_SYNTAX', async () => {
    const { app: sim } = await startSim();
    const res = await createOrder(sim, { return_url: 'not a url' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ issue: 'INVALID_PARAMETER_SYNTAX' }] });
  });

  it('an approval redirects to the shop only; a stored foreign URL never becomes a Location', async () => {
    const { app: sim, state } = await startSim();
    const created = await createOrder(sim, {
      return_url: `${SHOP}/order-complete/o-1`,
      cancel_url: `${SHOP}/order-failed`,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const approved = await sim.inject({
      method: 'POST',
      url: '/paypal-sim/checkoutnow/approve',
      headers: FORM,
      payload: `token=${id}&scenario=approve`,
    });
    expect(approved.statusCode).toBe(303);
    expect(new URL(approved.headers.location ?? '').origin).toBe(SHOP);

    // An order that reached the state with a foreign URL (defence in depth): no redirect.
    const foreign = { ...pendingCapture(state).order, id: 'ORDERFOREIGN00001' };
    for (const action of ['approve', 'cancel'] as const) {
      state.orders.set(foreign.id, {
        ...foreign,
        status: 'CREATED',
        captures: [],
        returnUrl: 'https://evil.example/r',
        cancelUrl: 'https://evil.example/c',
      });
      const res = await sim.inject({
        method: 'POST',
        url: `/paypal-sim/checkoutnow/${action}`,
        headers: FORM,
        payload: `token=${foreign.id}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(state.orders.get(foreign.id)?.status).toBe('CREATED');
    }
  });
});

describe('a simulator forced on (PAYPAL_SIMULATOR=on) says so', () => {
  it('logs a warning at start, without the secret', async () => {
    const log: string[] = [];
    await startSim({ isForced: true, log });
    const warning = log.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warning).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/PAYPAL_SIMULATOR=on/) }),
    );
    expect(log.join('\n')).not.toContain(CREDENTIALS.clientSecret);
  });

  it('a configuration forced on warns through the app logger once wired (loadConfig → wiring)', async () => {
    const { paypal } = loadConfig({
      PUBLIC_URL: SHOP,
      PAYPAL_SIMULATOR: 'on',
      PAYPAL_CLIENT_ID: 'forced-id',
      PAYPAL_CLIENT_SECRET: 'forced-secret-value',
    });
    const { simulator } = createPayPalWiring(paypal, () => SHOP);
    if (simulator === null) throw new Error('PAYPAL_SIMULATOR=on mounts the simulator');
    const log: string[] = [];
    app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => log.push(line) } },
    });
    await app.register(simulator, { prefix: '/paypal-sim' });
    expect(log.join('\n')).toMatch(/"level":40.*PAYPAL_SIMULATOR=on/);
    expect(log.join('\n')).not.toContain('forced-secret-value');
  });

  it('logs no warning when not forced (a local development start)', async () => {
    const log: string[] = [];
    await startSim({ isForced: false, log });
    expect(log.join('\n')).not.toMatch(/PAYPAL_SIMULATOR/);
  });

  it('the approval page shows the "test payments — no real money" banner', async () => {
    const { app: sim } = await startSim({ isForced: true });
    const created = await createOrder(sim, { return_url: `${SHOP}/order-complete/o-1` });
    const page = await sim.inject({
      method: 'GET',
      url: `/paypal-sim/checkoutnow?token=${created.json<{ id: string }>().id}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<p role="alert" data-testid="paypal-sim-test-banner"[^>]*>Test payments — no real money/,
    );
  });
});
