import { rm } from 'node:fs/promises';
import Fastify from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PaymentStatus } from '@print/domain';
import { openDatabase, type Database } from '../../db/client.js';
import { registerErrorHandler } from '../../plugins/errors.js';
import { registerLanguage } from '../../plugins/language.js';
import { registerSession } from '../../plugins/session.js';
import { createTestDatabase } from '../../test/test-app.js';
import type { PayPalClient } from './paypal-client.js';
import { createSimulatorState, type SimulatorState } from './paypal-sim/index.js';
import { listeningOrigin } from '../../plugins/listening-origin.js';
import { createPayPalWiring, PAYPAL_SIMULATOR_PREFIX } from './paypal-wiring.js';
import type { PayableOrder, PaymentOrderPort, ReceivedPayment } from './payment-port.js';
import { checkoutRoutes } from '../checkout/checkout.routes.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPaymentsService, type PaymentsService } from './payments.service.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface FakeOrder extends Mutable<PayableOrder> {
  readonly owner: string;
  readonly transitions: { readonly kind: string; readonly detail: string }[];
  readonly captureIds: Set<string>;
}

/**
 * A small in-test implementation of the orders port (interface 3) with its contract: idempotent
 * by capture id, no change after the payment was received, a failed payment cancels the order.
 */
export function createFakeOrderPort() {
  const orders = new Map<string, FakeOrder>();
  const port: PaymentOrderPort = {
    findPayableOrder(orderId, principalId) {
      const order = orders.get(orderId);
      if (order === undefined || order.owner !== principalId) return Promise.resolve(null);
      const { owner: _owner, transitions: _t, captureIds: _c, ...payable } = order;
      return Promise.resolve({ ...payable });
    },
    recordPaymentReceived(orderId, payment: ReceivedPayment, actor) {
      const order = orders.get(orderId);
      if (order && !order.captureIds.has(payment.captureId)) {
        order.captureIds.add(payment.captureId);
        order.paymentStatus = 'PAYMENT_RECEIVED' satisfies PaymentStatus;
        order.transitions.push({
          kind: 'received',
          detail: `${payment.captureId} ${payment.amountCents} ${actor}`,
        });
      }
      return Promise.resolve();
    },
    recordPaymentPending(orderId, reason) {
      const order = orders.get(orderId);
      if (order && order.paymentStatus !== 'PAYMENT_RECEIVED')
        order.transitions.push({ kind: 'pending', detail: reason });
      return Promise.resolve();
    },
    findOrderOfPayment(orderId) {
      const order = orders.get(orderId);
      if (order === undefined) return Promise.resolve(null);
      const { owner: _owner, transitions: _t, captureIds: _c, ...payable } = order;
      return Promise.resolve({ ...payable });
    },
    recordPaymentFailed(orderId, reason) {
      const order = orders.get(orderId);
      if (order === undefined || order.paymentStatus === 'PAYMENT_RECEIVED')
        return Promise.resolve(null);
      if (!order.isCancelled) {
        order.isCancelled = true;
        order.transitions.push({ kind: 'failed', detail: reason });
      }
      return Promise.resolve(`restored-${orderId}`);
    },
  };
  function addOrder(owner: string, overrides: Partial<FakeOrder> = {}): FakeOrder {
    const orderId = crypto.randomUUID();
    const order: FakeOrder = {
      orderId,
      orderNumber: `2026-${String(orders.size + 1).padStart(6, '0')}`,
      language: 'de',
      paymentMethod: 'paypal',
      paymentStatus: 'PAYMENT_PENDING',
      isCancelled: false,
      amounts: {
        itemTotalCents: 24_100,
        shippingCents: 1000,
        taxCents: 1857,
        discountCents: 2410,
        totalCents: 24_547,
      },
      items: [{ name: 'bracket.stl', quantity: 2, unitCents: 12_050 }],
      owner,
      transitions: [],
      captureIds: new Set(),
      ...overrides,
    };
    orders.set(orderId, order);
    return order;
  }
  return { port, orders, addOrder };
}

/** The harness's simulator credentials. */
export const HARNESS_PAYPAL = { clientId: 'c', clientSecret: 's', webhookId: 'WH-1' } as const;
/** Basic credentials for the simulator's control routes (/paypal-sim/sim/*). */
export const SIM_CONTROL_HEADERS = {
  authorization: `Basic ${Buffer.from(`${HARNESS_PAYPAL.clientId}:${HARNESS_PAYPAL.clientSecret}`).toString('base64')}`,
} as const;

export interface PaymentsHarness {
  readonly origin: string;
  readonly database: Database;
  readonly payments: PaymentsService;
  readonly paypal: PayPalClient;
  readonly sim: SimulatorState;
  readonly fake: ReturnType<typeof createFakeOrderPort>;
  close(): Promise<void>;
}

/**
 * The payments module as the server wires it (createPayPalWiring without PAYPAL_API_BASE: the
 * simulator on the same server), on a real database (PGlite, or PostgreSQL with DATABASE_URL),
 * listening on 127.0.0.1:0 so that every PayPal call and webhook goes through the network.
 */
export async function startPaymentsHarness(
  options: { readonly timeoutMs?: number } = {},
): Promise<PaymentsHarness> {
  const testDb = await createTestDatabase();
  const { dataDir } = testDb;
  const database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir });
  await database.migrate();
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerLanguage(app);
  await registerSession(app);
  await app.register(fastifyRateLimit, { global: false });
  const sim = createSimulatorState();
  let origin = '';
  const settings = { ...HARNESS_PAYPAL, apiBase: undefined, publicUrl: undefined };
  const wiring = createPayPalWiring(settings, () => origin, {
    timeoutMs: options.timeoutMs ?? 5000,
    simulatorState: sim,
  });
  const fake = createFakeOrderPort();
  const payments = createPaymentsService({
    db: database.db,
    orders: fake.port,
    paypal: wiring.paypal,
    webhookId: wiring.webhookId,
    publicUrl: wiring.publicUrl,
    now: () => new Date(),
  });
  if (wiring.simulator === null)
    throw new Error('the simulator must be mounted without PAYPAL_API_BASE');
  await app.register(wiring.simulator, { prefix: PAYPAL_SIMULATOR_PREFIX });
  await app.register(paymentsRoutes(payments), { prefix: '/api' });
  // The buyer's return and pay now are the checkout's routes; here with the payments service only.
  const unused = () => Promise.reject(new Error('not part of the payments harness'));
  const checkoutRoutesOnly = checkoutRoutes({
    checkout: { checkout: unused },
    payments,
    validateDiscount: unused,
    hasVerifiedCompany: () => Promise.resolve(false),
  });
  await app.register(checkoutRoutesOnly, { prefix: '/api' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = listeningOrigin(app);
  return {
    origin,
    database,
    payments,
    paypal: wiring.paypal,
    sim,
    fake,
    async close() {
      await app.close();
      await database.close();
      await testDb.dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
