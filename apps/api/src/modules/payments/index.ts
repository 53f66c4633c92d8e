export { paymentsModule } from './payments.module.js';
export type { PaymentsService, PayNowErrorCode } from './payments.service.js';
export type { Refunds } from './refunds.service.js';
export {
  paypalReturnUrls,
  type PaymentOrderPort,
  type PayableOrder,
  type PayPalAmounts,
  type PayPalItem,
  type ReceivedPayment,
  type StartPayPalPaymentInput,
} from './payment-port.js';
export type { LedgerPayment, LedgerRefund } from './payment-ledger.js';
