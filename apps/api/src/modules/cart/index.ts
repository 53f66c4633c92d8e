export { cartModule, type CartNeeds } from './cart.module.js';
export type { CartService, CartErrorCode } from './cart.service.js';
export type { CartCheckoutRead, CartVersion } from './cart-checkout-sql.js';
