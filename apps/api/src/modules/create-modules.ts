import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../storage/file-storage.js';
import { cartRoutes, createCartRepository, createCartService } from './cart/index.js';
import { catalogRoutes, createCatalogRepository, createCatalogService } from './catalog/index.js';
import { createFilesRepository, createFilesService } from './files/index.js';
import { createPricingService, pricingRoutes } from './pricing/index.js';

export interface ModuleDeps {
  readonly db: Db;
  readonly storage: FileStorage;
  readonly now: () => Date;
}

/** Wires repositories and services (plain factories, no container) and lists the route plugins. */
export function createModules({ db, storage, now }: ModuleDeps) {
  const catalog = createCatalogService({ repo: createCatalogRepository(db) });
  const files = createFilesService({ repo: createFilesRepository(db) });
  const pricing = createPricingService({ catalog, files, now });
  const cart = createCartService({
    repo: createCartRepository(db),
    catalog,
    files,
    pricing,
    storage,
    now,
  });
  const routes: FastifyPluginAsync[] = [
    catalogRoutes(catalog),
    pricingRoutes(pricing),
    cartRoutes(cart),
  ];
  return { catalog, files, pricing, cart, routes };
}
