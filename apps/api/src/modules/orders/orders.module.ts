import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { CartService } from '../cart/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { VouchersService } from '../vouchers/index.js';
import type { PaymentOrderPort } from '../payments/payment-port.js';
import { createCheckoutSteps } from './checkout-steps.repository.js';
import { createCheckoutService } from './checkout.service.js';
import { createDiscountValidation } from './discount-validation.js';
import { createIdempotencyStore } from './idempotency.js';
import { createOrderNumberSequences } from './order-number-sequence.js';
import { createOrderMailOutbox, type OrderMailSender } from './order-outbox.js';
import { createOrderState } from './order-state.js';
import { createOrdersRepository } from './orders.repository.js';
import { ordersRoutes } from './orders.routes.js';
import { createOrdersService, type OrderPdfRenderer } from './orders.service.js';
import { createPaymentOrderPort } from './payment-port.js';
import { createPaymentStarter, type PayPalPayments } from './payment-start.js';
import { createPeriodicTask } from '../../plugins/periodic-task.js';

export interface OrdersModuleDeps {
  readonly db: Db;
  readonly cart: CartService;
  readonly catalog: CatalogService;
  readonly vouchers: VouchersService;
  readonly storage: FileStorage;
  /** The documents module (interface 4): PDFs and order mails. */
  readonly documents: OrderPdfRenderer & OrderMailSender;
  /** Where the shop's pages are (PayPal's return and cancel links). */
  readonly publicUrl: () => string;
  readonly now: () => Date;
  readonly logError: (error: unknown, message: string) => void;
  /** The accounts module: an account with a verified company orders as a business customer. */
  readonly hasVerifiedCompany?: (userId: string) => Promise<boolean>;
  /** How often the mail outbox looks for rows a dead process left (default 30 s). */
  readonly outboxIntervalMs?: number;
}

/**
 * The orders module: checkout, order reads, documents, reorder, vouchers' validation, the order
 * states and the mail outbox. It hands `paymentPort` (interface 3) to the payments module and
 * receives that module's startPayPalPayment (interface 2) through `connectPayments`.
 */
export function createOrdersModule(deps: OrdersModuleDeps) {
  const { db, now } = deps;
  const repo = createOrdersRepository(db);
  const steps = createCheckoutSteps(db);
  const outbox = createOrderMailOutbox({
    db,
    repo,
    mail: deps.documents,
    logError: deps.logError,
    ...(deps.outboxIntervalMs === undefined ? {} : { intervalMs: deps.outboxIntervalMs }),
  });
  const state = createOrderState({ db, repo, steps, outbox, now });
  let payments: PayPalPayments | null = null;
  const connected = (): PayPalPayments => {
    if (payments === null) throw new Error('the payments module is not connected');
    return payments;
  };
  const starter = createPaymentStarter({ repo, publicUrl: deps.publicUrl, payments: connected });
  const idempotency = createIdempotencyStore(db);
  const checkout = createCheckoutService({
    db,
    repo,
    steps,
    numbers: createOrderNumberSequences(db),
    idempotency,
    cart: deps.cart,
    catalog: deps.catalog,
    outbox,
    payments: starter,
    now,
  });
  const orders = createOrdersService({
    repo,
    checkout,
    cart: deps.cart,
    documents: deps.documents,
    storage: deps.storage,
    idempotency,
    reconcilePayment: async (orderId) => {
      try {
        await connected().reconcile(orderId);
      } catch (error) {
        deps.logError(error, `reconciling the payment of order ${orderId} failed`);
      }
    },
  });
  const validateDiscount = createDiscountValidation({
    vouchers: deps.vouchers,
    cart: deps.cart,
    now,
  });
  const paymentPort: PaymentOrderPort = createPaymentOrderPort({ repo, state });
  const routes: FastifyPluginAsync = ordersRoutes({
    checkout,
    orders,
    validateDiscount,
    hasVerifiedCompany: deps.hasVerifiedCompany ?? (() => Promise.resolve(false)),
  });
  const idempotencyPurge = createPeriodicTask({
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await idempotency.purgeExpired(now());
    },
    onError: (error) => deps.logError(error, 'purging expired idempotency keys failed'),
  });
  return {
    checkout,
    orders,
    state,
    outbox,
    idempotency,
    /** The relay of order mails, and every hour the purge of expired Idempotency-Keys. */
    start(): void {
      outbox.start();
      idempotencyPurge.start();
    },
    async stop(): Promise<void> {
      await Promise.all([idempotencyPurge.stop(), outbox.stop()]);
    },
    paymentPort,
    routes,
    connectPayments(service: PayPalPayments): void {
      payments = service;
    },
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
