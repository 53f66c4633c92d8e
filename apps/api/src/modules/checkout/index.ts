export { checkoutModule, type CheckoutNeeds } from './checkout.module.js';
export type { CheckoutService, CheckoutErrorCode } from './checkout.service.js';
