// The checkout's public surface: the pages the routes compose.
export { PaymentDetailsPage } from './components/payment-details-page';
export { ReviewOrderPage } from './components/review-order-page';
export { ExistingOrderReview } from './components/existing-order-review';
export { OrderCompletePage } from './components/order-complete-page';
export { OrderFailedPage, QuoteGeneratedPage, RedirectingPage } from './components/outcome-pages';
