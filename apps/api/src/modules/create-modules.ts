import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../storage/file-storage.js';
import { catalogRoutes, createCatalogRepository, createCatalogService } from './catalog/index.js';
import { createFilesRepository, createFilesService } from './files/index.js';

export interface ModuleDeps {
  readonly db: Db;
  readonly storage: FileStorage;
  readonly now: () => Date;
}

/** Wires repositories and services (plain factories, no container) and lists the route plugins. */
export function createModules({ db }: ModuleDeps) {
  const catalog = createCatalogService({ repo: createCatalogRepository(db) });
  const files = createFilesService({ repo: createFilesRepository(db) });
  const routes: FastifyPluginAsync[] = [catalogRoutes(catalog)];
  return { catalog, files, routes };
}
