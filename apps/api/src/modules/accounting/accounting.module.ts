import type { BankService } from '../bank/index.js';
import type { DocumentsService } from '../documents/index.js';
import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { StaffAccessService } from '../staff/index.js';
import { accountingAdminRoutes, accountingCustomerRoutes } from './accounting.routes.js';
import { createAccountingService, type AccountingService } from './accounting.service.js';
import {
  bankPaymentSource,
  creditNoteSource,
  invoiceSource,
  paymentSource,
  refundSource,
} from './accounting-sources.js';
import { createCreditNoteNumbers } from './credit-note-number-sequence.js';
import { createCreditNotesRepository } from './credit-notes.repository.js';

export interface AccountingNeeds {
  readonly orders: Pick<OrdersService, 'invoices' | 'isOwnedBy'>;
  readonly documents: Pick<DocumentsService, 'renderCreditNotePdf'>;
  readonly payments: Pick<PaymentsService, 'ledger'>;
  readonly staff: Pick<StaffAccessService, 'audit'>;
  /** Bank payments of a period (modules/bank), a further export source. */
  readonly bank: Pick<BankService, 'ledgerBetween'>;
}

/**
 * The money desk's books (issue 26 items 4 and 5): credit notes with their own number series,
 * PDFs stored once, issued by staff or by cancelling a paid order; the accounting export of
 * invoices, credit notes, PayPal and bank payments, and refunds (accounting-export.ts
 * AccountingRowSource, one source each).
 */
export const accountingModule = defineModule<AccountingNeeds, AccountingService>({
  name: 'accounting',
  create({ db, storage, now, logError }, { orders, documents, payments, staff, bank }) {
    const repo = createCreditNotesRepository(db);
    const service = createAccountingService({
      db,
      repo,
      numbers: createCreditNoteNumbers(db),
      invoices: orders.invoices,
      isOwnedBy: (orderId, principalId) => orders.isOwnedBy(orderId, principalId),
      documents,
      storage,
      now,
      logError,
      sources: [
        invoiceSource(orders.invoices),
        creditNoteSource(repo),
        paymentSource(payments),
        bankPaymentSource(bank),
        refundSource(payments),
      ],
    });
    return {
      service,
      routes: [
        accountingAdminRoutes({ accounting: service, staff }),
        accountingCustomerRoutes(service),
      ],
    };
  },
});
