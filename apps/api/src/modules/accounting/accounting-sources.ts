import type { OrderInvoices } from '../orders/index.js';
import type { BankLedgerPayment } from '../bank/index.js';
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

/** Payments received by PayPal: completed captures. */
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

/** Bank payments booked on orders (camt imports, matched or assigned), dated on the bank's day. */
export function bankPaymentSource(bank: {
  ledgerBetween(from: string, to: string): Promise<readonly BankLedgerPayment[]>;
}): AccountingRowSource {
  return {
    name: 'bank payments',
    async rowsBetween(period) {
      const entries = await bank.ledgerBetween(period.from, period.to);
      return entries.map((entry) => ({
        type: 'payment',
        documentNumber: entry.bankReference,
        // Midday in Zurich (summer or winter) of the bank's day: the export prints that day.
        date: new Date(`${entry.bookingDate}T10:00:00Z`),
        orderNumber: entry.orderNumber,
        reference: 'bank',
        customer: entry.debtorName ?? '',
        currency: 'CHF',
        taxes: [],
        grossCents: entry.amountCents,
      }));
    },
  };
}

/** Refunds that left the shop (PayPal and bank), negative. */
export function refundSource(payments: Pick<PaymentsService, 'ledger'>): AccountingRowSource {
  return {
    name: 'refunds',
    async rowsBetween(period) {
      const entries = await payments.ledger.refundsBetween(period.startsAt, period.endsBefore);
      return entries.map((entry) => ({
        type: 'refund',
        documentNumber: entry.reference,
        date: entry.at,
        orderNumber: entry.orderNumber,
        reference: entry.kind === 'paypal' ? 'paypal' : `bank ${entry.iban ?? ''}`.trim(),
        customer: entry.accountHolder ?? '',
        currency: 'CHF',
        taxes: [],
        grossCents: -entry.amountCents,
      }));
    },
  };
}
