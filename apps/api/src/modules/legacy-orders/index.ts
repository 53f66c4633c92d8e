export {
  createLegacyOrdersService,
  type LegacyOrdersService,
  type LegacyImportReport,
} from './legacy-orders.service.js';
export { legacyOrdersRoutes } from './legacy-orders.routes.js';
