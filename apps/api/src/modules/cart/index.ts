export {
  createCartService,
  generateCartId,
  type CartService,
  type CartErrorCode,
} from './cart.service.js';
export type { CartItemRow } from './cart.repository.js';
export { cartRoutes, THUMBNAIL_MAX_BYTES, ATTACHMENT_MAX_BYTES } from './cart.routes.js';
export { carryOverCarts, currentCartQuery } from './cart-carry-over.js';
