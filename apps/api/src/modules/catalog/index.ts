export { createCatalogService, type CatalogService } from './catalog.service.js';
export {
  CatalogSnapshot,
  type ResolvedConfiguration,
  type ResolvedProcessingStep,
  type ConfigurationErrorCode,
} from './catalog-snapshot.js';
export { catalogRoutes } from './catalog.routes.js';
