export { ordersModule, type OrdersNeeds } from './orders.module.js';
export type { OrdersService, ReorderSource } from './orders.service.js';
export type { OrderDraft, PlacedOrder } from './order-place-sql.js';
export type {
  AdminOrderFilter,
  AdminOrderListRow,
  AdminOrderRecord,
  OrderAdmin,
  OutboxMessageData,
} from './order-admin.js';
export type {
  OperatorChangeHook,
  OperatorOrderState,
  OperatorStatusChange,
} from './order-operator.js';
export { orderNumberOfQrReference } from './order-admin-sql.js';
