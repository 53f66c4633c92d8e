// The orders feature's public surface: composed by the routes (and by /account for the history).
export { OrderDetailsPage } from './components/order-details-page';
export { OrderHistory } from './components/order-history';
export { OrderOverview } from './components/order-overview';
export { PayNowButton } from './components/pay-now-button';
export { TrackOrderPage } from './components/track-order-page';
export { OfferPage, OfferPanel } from './components/offer-panel';
export { NotPrintableAnswerPage } from './components/not-printable-answer-page';
