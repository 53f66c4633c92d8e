export { bankModule, type BankNeeds } from './bank.module.js';
export type { BankService, BankErrorCode } from './bank.service.js';
