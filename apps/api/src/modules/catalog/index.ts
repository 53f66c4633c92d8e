export { catalogModule } from './catalog.module.js';
export type { CatalogService } from './catalog.service.js';
export type {
  CatalogSnapshot,
  ResolvedConfiguration,
  ResolvedProcessingStep,
  ConfigurationErrorCode,
} from './catalog-snapshot.js';
export type {
  PriceSetAdmin,
  PriceSetRecord,
  PublishError,
  SaveDraftError,
  WithdrawError,
} from './price-set-admin.js';
export type { ShippingRows } from './catalog-cache.js';
export type { AddEntryError, CatalogueEntries, EditTextsError } from './catalogue-entries.js';
export { isUniqueViolation } from './price-set-admin.js';
