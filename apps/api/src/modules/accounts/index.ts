export { accountsModule, type AccountsNeeds, type AccountsService } from './accounts.module.js';
export { ARGON2_OPTIONS } from './password-hasher.js';
