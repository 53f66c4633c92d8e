import { defineModule } from '../module-definition.js';
import { legacyOrdersRoutes } from './legacy-orders.routes.js';
import { createLegacyOrdersService, type LegacyOrdersService } from './legacy-orders.service.js';

/** The old shop's orders, imported from its CSV export, for /track-order. */
export const legacyOrdersModule = defineModule<Record<string, never>, LegacyOrdersService>({
  name: 'legacy-orders',
  create({ db }) {
    const service = createLegacyOrdersService({ db });
    return { service, routes: [legacyOrdersRoutes(service)] };
  },
});
