export * from './common.js';
export * from './errors.js';
export * from './catalog.js';
export * from './pricing.js';
export * from './files.js';
export * from './cart.js';
export * from './analytx.js';
export * from './cart-totals.js';
