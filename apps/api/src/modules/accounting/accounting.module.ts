import type { DocumentsService } from '../documents/index.js';
import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { StaffAccessService } from '../staff/index.js';
import { accountingAdminRoutes, accountingCustomerRoutes } from './accounting.routes.js';
import { createAccountingService, type AccountingService } from './accounting.service.js';
import { creditNoteSource, invoiceSource, paymentSource } from './accounting-sources.js';
import { createCreditNoteNumbers } from './credit-note-number-sequence.js';
import { createCreditNotesRepository } from './credit-notes.repository.js';

export interface AccountingNeeds {
  readonly orders: Pick<OrdersService, 'invoices' | 'isOwnedBy'>;
  readonly documents: Pick<DocumentsService, 'renderCreditNotePdf'>;
  readonly payments: Pick<PaymentsService, 'ledger'>;
  readonly staff: Pick<StaffAccessService, 'audit'>;
}

/**
 * The money desk's books (issue 26 items 4 and 5): credit notes with their own number series,
 * PDFs stored once, issued by staff or by cancelling a paid order; the accounting export of
 * invoices, credit notes and payments. Bank payments and refunds join the export as further
 * sources (accounting-export.ts AccountingRowSource).
 */
export const accountingModule = defineModule<AccountingNeeds, AccountingService>({
  name: 'accounting',
  create({ db, storage, now, logError }, { orders, documents, payments, staff }) {
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
      sources: [invoiceSource(orders.invoices), creditNoteSource(repo), paymentSource(payments)],
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
