export { bankModule, type BankNeeds } from './bank.module.js';
export type {
  BankService,
  BankErrorCode,
  BankLedgerPayment,
  BankOrderPayment,
} from './bank.service.js';
