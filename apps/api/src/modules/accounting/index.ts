export { accountingModule, type AccountingNeeds } from './accounting.module.js';
export type { AccountingService, IssuedCreditNote } from './accounting.service.js';
export type { AccountingRecord, AccountingRowSource } from './accounting-export.js';
