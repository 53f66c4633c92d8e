import type { CatalogService } from '../catalog/index.js';
import type { FilesService } from '../files/index.js';
import { defineModule } from '../module-definition.js';
import type { PricingService } from '../pricing/index.js';
import type { VouchersService } from '../vouchers/index.js';
import { cartRoutes } from './cart.routes.js';
import { createCartRetention } from './cart-retention.js';
import { createCartService, type CartService } from './cart.service.js';

export interface CartNeeds {
  readonly catalog: CatalogService;
  readonly files: FilesService;
  readonly pricing: PricingService;
  readonly vouchers: VouchersService;
}

/** Carts and their lines, thumbnails and attachments; totals computed on the server (spec 1 §6). */
export const cartModule = defineModule<CartNeeds, CartService>({
  name: 'cart',
  create({ db, storage, now, config }, needs) {
    const service: CartService = {
      ...createCartService({ db, storage, now, ...needs }),
      retention: createCartRetention({ db, storage }),
    };
    return {
      service,
      routes: [cartRoutes(service, { vouchersPerMinute: config.vouchersPerMinute })],
    };
  },
});
