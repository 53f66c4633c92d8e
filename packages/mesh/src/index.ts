// Public surface of the geometry engine. Each area exports through its own index.
export * from './types.js';
export * from './io/index.js';
export * from './analyze/index.js';
export * from './repair/index.js';
export * from './thickness/index.js';
export * from './render/index.js';
