import { defineModule } from '../module-definition.js';
import { catalogRoutes } from './catalog.routes.js';
import { createCatalogService, type CatalogService } from './catalog.service.js';
import { seedCatalog } from './seed/seed-catalog.js';
import { seedPriceSet } from './seed/seed-price-set.js';

/**
 * Print modes, finishes, colours, processing steps and shipping: seeded once, priced by the price
 * set effective now (decision 0029), read from memory.
 */
export const catalogModule = defineModule<Record<string, never>, CatalogService>({
  name: 'catalog',
  create({ db, now }) {
    const service = createCatalogService({ db, clock: () => now().getTime() });
    return {
      service,
      routes: [catalogRoutes(service)],
      startup: [
        { name: 'catalogue seed', run: async () => void (await seedCatalog(db)) },
        { name: 'first price set', run: async () => void (await seedPriceSet(db)) },
      ],
      warm: () => service.warm(),
    };
  },
});
