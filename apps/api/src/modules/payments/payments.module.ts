import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import type { StaffAccessService } from '../staff/index.js';
import { paymentsRoutes } from './payments.routes.js';
import { refundsRoutes } from './refunds.routes.js';
import { createPaymentsService, type PaymentsService } from './payments.service.js';
import { createPayPalWiring, PAYPAL_SIMULATOR_PREFIX } from './paypal-wiring.js';

/** Orders left at PayPal are looked for every 10 minutes, once per cluster (worker role). */
const ABANDONED_SWEEP_CRON = '*/10 * * * *';

/**
 * PayPal payments of orders (Orders v2 over fetch): start, the buyer's return, the webhook, pay now
 * and reconcile; refunds of paid orders (PayPal and recorded bank refunds, the desk's routes). Built with the port the orders module implements (interface 3). Without
 * PAYPAL_API_BASE the adapter talks to the simulator on this same server (decision 0011).
 */
export interface PaymentsNeeds {
  readonly orders: OrdersService;
  /** The desk's audit log (refunds). */
  readonly staff: Pick<StaffAccessService, 'audit'>;
}

export const paymentsModule = defineModule<PaymentsNeeds, PaymentsService>({
  name: 'payments',
  create({ db, now, config, serverOrigin }, { orders, staff }) {
    const paypal = createPayPalWiring(config.paypal, serverOrigin);
    const service = createPaymentsService({
      db,
      orders: orders.paymentPort,
      paypal: paypal.paypal,
      webhookId: paypal.webhookId,
      publicUrl: paypal.publicUrl,
      now,
    });
    return {
      service,
      routes: [paymentsRoutes(service), refundsRoutes(service.refunds, staff)],
      schedules: [
        {
          name: 'paypal-abandoned-orders',
          cron: ABANDONED_SWEEP_CRON,
          run: async () => void (await service.cancelAbandoned(now())),
        },
      ],
      mounts:
        paypal.simulator === null
          ? []
          : [{ prefix: PAYPAL_SIMULATOR_PREFIX, plugin: paypal.simulator }],
    };
  },
});
