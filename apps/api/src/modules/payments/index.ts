export {
  createPaymentsService,
  type PaymentsService,
  type PaymentsDeps,
} from './payments.service.js';
export { paymentsRoutes } from './payments.routes.js';
export { createPayPalClient, type PayPalClient } from './paypal-client.js';
export {
  paypalSimulatorPlugin,
  createSimulatorState,
  type SimulatorState,
} from './paypal-sim/index.js';
export {
  paypalReturnUrls,
  type PaymentOrderPort,
  type PayableOrder,
  type PayPalAmounts,
  type PayPalItem,
  type ReceivedPayment,
  type StartPayPalPaymentInput,
} from './payment-port.js';
export { createPayPalWiring, PAYPAL_SIMULATOR_PREFIX } from './paypal-wiring.js';
