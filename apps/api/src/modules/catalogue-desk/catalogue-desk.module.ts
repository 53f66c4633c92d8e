import { defineModule } from '../module-definition.js';
import { catalogueDeskRoutes } from './catalogue-desk.routes.js';
import {
  createCatalogueDesk,
  type CatalogueDesk,
  type CatalogueDeskNeeds,
} from './catalogue-desk.service.js';

/**
 * The catalogue's price sets on the desk (issue 26 item 6). Its own module, built after catalog,
 * pricing, files and orders: the catalog module owns the sets and prices with the effective one;
 * this one previews a draft against the latest orders and serves /api/admin/price-sets.
 */
export const catalogueDeskModule = defineModule<CatalogueDeskNeeds, CatalogueDesk>({
  name: 'catalogue-desk',
  create({ db, now }, needs) {
    const desk = createCatalogueDesk({ ...needs, db, now });
    return { service: desk, routes: [catalogueDeskRoutes(desk, needs.staff)] };
  },
});
