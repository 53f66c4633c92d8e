export {
  createPricingService,
  type PricingService,
  type PricingErrorCode,
} from './pricing.service.js';
export { quoteLine, type LineConfiguration, type LineQuote } from './quote-line.js';
export { pricingRoutes } from './pricing.routes.js';
