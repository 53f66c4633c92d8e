export { accountsModule, type AccountsNeeds, type AccountsService } from './accounts.module.js';
export { ARGON2_OPTIONS } from './password-hasher.js';
export { createPasswordHasher, type PasswordHasher } from './password-hasher.js';
export { loadCommonPasswords } from './common-passwords.js';
export { generateSecretToken, hashToken } from './secret-tokens.js';
