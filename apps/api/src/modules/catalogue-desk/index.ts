export { catalogueDeskModule } from './catalogue-desk.module.js';
export type { CatalogueDesk } from './catalogue-desk.service.js';
