export * from './result.js';
export * from './money.js';
export * from './units.js';
export * from './geometry-figures.js';
export * from './printability.js';
export * from './price-model.js';
export * from './tax.js';
