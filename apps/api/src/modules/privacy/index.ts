export { privacyModule, type PrivacyNeeds, type PrivacyService } from './privacy.module.js';
export type { RetentionReport } from './retention-sweep.js';
