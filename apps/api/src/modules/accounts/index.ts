export { accountsModule, type AccountsNeeds, type AccountsService } from './accounts.module.js';
export { ARGON2_OPTIONS } from './password-hasher.js';
export type {
  ChangeHook,
  CustomerAccount,
  CustomerDeskService,
  CustomerSummary,
  DeskActor,
} from './customer-desk.service.js';
export { createPasswordHasher, type PasswordHasher } from './password-hasher.js';
export { loadCommonPasswords } from './common-passwords.js';
export { generateSecretToken, hashToken } from './secret-tokens.js';
export type { DeleteAccountErrorCode, RemoveOwnedData } from './account-deletion.service.js';
