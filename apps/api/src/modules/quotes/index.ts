export { quotesModule, type QuotesNeeds, type QuotesService } from './quotes.module.js';
