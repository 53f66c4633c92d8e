import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrderBody } from '../paypal-order-body.js';
import type { StartPayPalPaymentInput } from '../payment-port.js';
import {
  approveOnPage,
  SIM_SHOP_ORIGIN,
  startSimServer,
  type SimServer,
} from './sim-test-server.js';
import { generatePayerId, PAYER_ID_ALPHABET } from './sim-state.js';

let sim: SimServer;
let bearer: string;
beforeAll(async () => {
  sim = await startSimServer();
  const res = await fetch(`${sim.base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('test-client:test-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  bearer = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await sim.close();
});

const INPUT: StartPayPalPaymentInput = {
  orderId: 'order-r',
  orderNumber: '2026-000009',
  language: 'en',
  amounts: {
    itemTotalCents: 10_000,
    shippingCents: 0,
    taxCents: 810,
    discountCents: 0,
    totalCents: 10_810,
  },
  items: [{ name: 'part.stl', quantity: 1, unitCents: 10_000 }],
  returnUrl: `${SIM_SHOP_ORIGIN}/en/order-complete/order-r`,
  cancelUrl: `${SIM_SHOP_ORIGIN}/en/order-failed`,
};

function post(path: string, requestId: string, body?: unknown) {
  return fetch(`${sim.base}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      'paypal-request-id': requestId,
    },
    body: JSON.stringify(body ?? {}),
  });
}

describe('PayPal-Request-Id replays (Orders v2: a repeated request answers 200 with the first answer)', () => {
  it('create: 201 first, then 200 with the same body; one order at PayPal', async () => {
    const requestId = crypto.randomUUID();
    const before = sim.state.orders.size;
    const first = await post('/v2/checkout/orders', requestId, buildCreateOrderBody(INPUT));
    const firstBody: unknown = await first.json();
    const again = await post('/v2/checkout/orders', requestId, buildCreateOrderBody(INPUT));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await again.json()).toEqual(firstBody);
    expect(sim.state.orders.size).toBe(before + 1);
  });

  it('capture: 201 first, then 200 with the same capture; one capture; a refusal replays as refused', async () => {
    const created = await post(
      '/v2/checkout/orders',
      crypto.randomUUID(),
      buildCreateOrderBody(INPUT),
    );
    const order = (await created.json()) as { id: string };
    const notApproved = crypto.randomUUID();
    const refused = await post(`/v2/checkout/orders/${order.id}/capture`, notApproved);
    expect(refused.status).toBe(422);
    await approveOnPage(`${sim.base}/checkoutnow?token=${order.id}`);
    const refusedAgain = await post(`/v2/checkout/orders/${order.id}/capture`, notApproved);
    expect(refusedAgain.status).toBe(422);
    const requestId = crypto.randomUUID();
    const first = await post(`/v2/checkout/orders/${order.id}/capture`, requestId);
    const firstBody: unknown = await first.json();
    const again = await post(`/v2/checkout/orders/${order.id}/capture`, requestId);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await again.json()).toEqual(firstBody);
    expect(sim.state.orders.get(order.id)?.captures).toHaveLength(1);
  });

  it("payer ids: 13 characters of PayPal's alphabet (no 0, 1, I, O)", async () => {
    expect(PAYER_ID_ALPHABET).not.toMatch(/[01IO]/);
    for (let i = 0; i < 200; i += 1) expect(generatePayerId()).toMatch(/^[A-HJ-NP-Z2-9]{13}$/);
    const created = await post(
      '/v2/checkout/orders',
      crypto.randomUUID(),
      buildCreateOrderBody(INPUT),
    );
    const order = (await created.json()) as { id: string };
    const back = new URL(
      (await approveOnPage(`${sim.base}/checkoutnow?token=${order.id}`)).location,
    );
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-HJ-NP-Z2-9]{13}$/);
    expect(back.pathname).toBe('/en/order-complete/order-r');
  });
});
