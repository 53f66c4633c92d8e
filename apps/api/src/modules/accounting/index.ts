export { accountingModule, type AccountingNeeds } from './accounting.module.js';
export type { AccountingService, IssuedCreditNote } from './accounting.service.js';
export type { AccountingRow, AccountingRowSource } from './accounting-export.js';
