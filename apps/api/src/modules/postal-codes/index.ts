export { createPostalCodesService, type PostalCodesService } from './postal-codes.service.js';
export { postalCodesRoutes } from './postal-codes.routes.js';
