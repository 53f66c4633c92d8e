export { pricingModule, type PricingNeeds } from './pricing.module.js';
export type { PricingService, PricingErrorCode } from './pricing.service.js';
export type { LineConfiguration, LineQuote } from './quote-line.js';
