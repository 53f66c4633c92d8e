import type { CatalogService } from '../catalog/index.js';
import type { FilesService } from '../files/index.js';
import { defineModule } from '../module-definition.js';
import { pricingRoutes } from './pricing.routes.js';
import { createPricingService, type PricingService } from './pricing.service.js';

export interface PricingNeeds {
  readonly catalog: CatalogService;
  readonly files: FilesService;
}

/** Live prices of an analysed file for any print modes, finishes and colours (spec 1 §5). */
export const pricingModule = defineModule<PricingNeeds, PricingService>({
  name: 'pricing',
  create({ now }, { catalog, files }) {
    const service = createPricingService({ catalog, files, now });
    return { service, routes: [pricingRoutes(service)] };
  },
});
