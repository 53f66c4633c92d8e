import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import { legacyOrdersRoutes } from './legacy-orders.routes.js';
import { createLegacyOrdersService, type LegacyOrdersService } from './legacy-orders.service.js';

export interface LegacyOrdersNeeds {
  readonly orders: Pick<OrdersService, 'trackOrder'>;
}

/** /track-order: the old shop's orders (imported from its CSV export) and the current ones. */
export const legacyOrdersModule = defineModule<LegacyOrdersNeeds, LegacyOrdersService>({
  name: 'legacy-orders',
  create({ db }, { orders }) {
    const service = createLegacyOrdersService({
      db,
      findCurrentOrder: (orderNumber, email) => orders.trackOrder(orderNumber, email),
    });
    return { service, routes: [legacyOrdersRoutes(service)] };
  },
});
