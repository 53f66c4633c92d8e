import { defineModule } from '../module-definition.js';
import { catalogRoutes } from './catalog.routes.js';
import { createCatalogService, type CatalogService } from './catalog.service.js';
import { seedCatalog } from './seed/seed-catalog.js';

/** Print modes, finishes, colours, processing steps and shipping: seeded once, read from memory. */
export const catalogModule = defineModule<Record<string, never>, CatalogService>({
  name: 'catalog',
  create({ db }) {
    const service = createCatalogService({ db });
    return {
      service,
      routes: [catalogRoutes(service)],
      startup: [{ name: 'catalogue seed', run: async () => void (await seedCatalog(db)) }],
      warm: () => service.warm(),
    };
  },
});
