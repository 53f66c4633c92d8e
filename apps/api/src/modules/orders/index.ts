export { createOrdersModule, type OrdersModule, type OrdersModuleDeps } from './orders.module.js';
export { ordersRoutes } from './orders.routes.js';
export type { OrdersService } from './orders.service.js';
export type { CheckoutService } from './checkout.service.js';
