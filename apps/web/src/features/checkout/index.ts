// The checkout's public surface: the pages the routes compose.
export { PaymentDetailsPage } from './components/payment-details-page';
export { ReviewOrderPage } from './components/review-order-page';
export { ExistingOrderReview } from './components/existing-order-review';
export { OrderCompletePage } from './components/order-complete-page';
export { OrderFailedPage, QuoteGeneratedPage, RedirectingPage } from './components/outcome-pages';
// The voucher form, reused on the cart page (issue 13 point 9), and the draft holding the voucher.
export { VoucherForm } from './components/voucher-form';
export { useCheckoutDraftStore } from './stores/checkout-draft-store';
