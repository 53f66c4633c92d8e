import type { OrderInvoices } from '../orders/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { AccountingRowSource } from './accounting-export.js';
import type { CreditNotesRepository } from './credit-notes.repository.js';

function customerOf(name: string, company: string): string {
  return company.trim() === '' ? name : `${company} (${name})`;
}

/** Invoices: an order's invoice (number = order number), dated on the order day. */
export function invoiceSource(invoices: Pick<OrderInvoices, 'listBetween'>): AccountingRowSource {
  return {
    name: 'invoices',
    async rowsBetween(period) {
      const entries = await invoices.listBetween(period.startsAt, period.endsBefore);
      return entries.map((entry) => ({
        type: 'invoice',
        documentNumber: entry.orderNumber,
        date: entry.orderDate,
        orderNumber: entry.orderNumber,
        reference: entry.paymentMethod,
        customer: customerOf(entry.customerName, entry.company),
        currency: 'CHF',
        taxes: [
          {
            rateBp: entry.taxRateBp,
            netCents: entry.netCents,
            taxCents: entry.taxCents,
            grossCents: entry.totalCents,
          },
        ],
        grossCents: entry.totalCents,
      }));
    },
  };
}

/** Credit notes, negative, referencing the invoice they revoke. */
export function creditNoteSource(
  repo: Pick<CreditNotesRepository, 'listBetween'>,
): AccountingRowSource {
  return {
    name: 'credit notes',
    async rowsBetween(period) {
      const rows = await repo.listBetween(period.startsAt, period.endsBefore);
      return rows.map((row) => ({
        type: 'credit_note',
        documentNumber: row.number,
        date: row.issuedAt,
        orderNumber: row.orderNumber,
        reference: row.orderNumber,
        customer: customerOf(row.customerName, row.company),
        currency: 'CHF',
        taxes: row.amounts.taxes.map((tax) => ({
          rateBp: tax.rateBp,
          netCents: -tax.netCents,
          taxCents: -tax.taxCents,
          grossCents: -tax.grossCents,
        })),
        grossCents: -row.grossCents,
      }));
    },
  };
}

/** Payments received: PayPal captures today; bank payments join the payments ledger later. */
export function paymentSource(payments: Pick<PaymentsService, 'ledger'>): AccountingRowSource {
  return {
    name: 'payments',
    async rowsBetween(period) {
      const entries = await payments.ledger.listBetween(period.startsAt, period.endsBefore);
      return entries.map((entry) => ({
        type: 'payment',
        documentNumber: entry.reference,
        date: entry.at,
        orderNumber: entry.orderNumber,
        reference: 'paypal',
        customer: '',
        currency: 'CHF',
        taxes: [],
        grossCents: entry.amountCents,
      }));
    },
  };
}
