export { legacyOrdersModule } from './legacy-orders.module.js';
export type { LegacyOrdersService, LegacyImportReport } from './legacy-orders.service.js';
