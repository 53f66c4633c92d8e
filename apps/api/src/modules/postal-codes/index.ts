export { postalCodesModule } from './postal-codes.module.js';
export type { PostalCodesService } from './postal-codes.service.js';
