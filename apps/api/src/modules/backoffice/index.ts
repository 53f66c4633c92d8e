export { backofficeModule, type BackofficeNeeds } from './backoffice.module.js';
export type { BackofficeService } from './backoffice.service.js';
