export { ordersModule, type OrdersNeeds } from './orders.module.js';
export type { OrdersService, OwnerOrderSummary, ReorderSource } from './orders.service.js';
export type { OrderDraft, PlacedOrder } from './order-place-sql.js';
export type { QuoteRequestSnapshot, AcceptQuoteErrorCode } from './order-quote.js';
export { ACCEPTED_QUOTE_PAYMENT_METHOD } from './order-quote.js';
export type {
  AdminOrderFilter,
  AdminOrderListEntry,
  AdminOrderRecord,
  OrderAdmin,
  OutboxAttachmentData,
  OutboxMessageData,
  ReviewFileData,
} from './order-admin.js';
export type {
  OperatorChangeHook,
  OperatorOrderState,
  OperatorStatusChange,
} from './order-operator.js';
export type {
  LineReviewErrorCode,
  LineReviewHooks,
  LineReviewInput,
  LineReviewRecord,
} from './order-review.js';
export { orderNumberOfQrReference } from './order-admin-sql.js';
export type { InvoiceEntry, OrderInvoice, OrderInvoices } from './order-invoice.js';
export type { BankOrderFacts, BankPaidOrder, BankPaymentPort } from './order-bank-payments.js';
export type { ReminderOrder, OrderReminderReads } from './order-reminders.js';
export type { PreviewOrder, PreviewOrderLine } from './order-price-preview.js';
export type { NotPrintableAfterMove } from './order-state.js';
