import {
  DEFAULT_TAX_RATE_BP,
  formatCalendarDate,
  formatTaxRatePercent,
  toZonedCalendarDate,
  type AccountingPeriod,
} from '@print/domain';
import { CSV_BOM, csvChf, csvLine, csvText } from './accounting-csv.js';

export type AccountingRecordType = 'invoice' | 'credit_note' | 'payment' | 'refund';

/**
 * One document of the accounting export. Amounts are signed as they move the shop's revenue:
 * invoices and payments received positive, credit notes and refunds negative.
 */
export interface AccountingRecord {
  readonly type: AccountingRecordType;
  readonly documentNumber: string;
  readonly date: Date;
  readonly orderNumber: string;
  /** The invoice a credit note revokes; the provider or account of a payment. */
  readonly reference: string;
  readonly customer: string;
  readonly currency: 'CHF';
  /** Per VAT rate; empty for payments and refunds (money, not a taxable supply). */
  readonly taxes: readonly {
    readonly rateBp: number;
    readonly netCents: number;
    readonly taxCents: number;
    readonly grossCents: number;
  }[];
  /** The gross of the document (Σ taxes' gross, or the payment's amount). */
  readonly grossCents: number;
}

/**
 * Where export rows come from (accounting.module.ts): invoices, credit notes, PayPal captures,
 * bank payments (camt imports) and refunds (PayPal, bank), each answering its documents of the
 * period.
 */
export interface AccountingRowSource {
  readonly name: string;
  rowsBetween(period: AccountingPeriod): Promise<readonly AccountingRecord[]>;
}

const TYPE_ORDER: Readonly<Record<AccountingRecordType, number>> = {
  invoice: 0,
  credit_note: 1,
  payment: 2,
  refund: 3,
};

/** The VAT rates of the rows (the default rate always), highest first: one column group each. */
function ratesOf(rows: readonly AccountingRecord[]): number[] {
  const rates = new Set<number>([DEFAULT_TAX_RATE_BP]);
  for (const row of rows) for (const tax of row.taxes) rates.add(tax.rateBp);
  return [...rates].sort((a, b) => b - a);
}

const zurichDate = (at: Date) => formatCalendarDate(toZonedCalendarDate(at));

/**
 * The CSV for the bookkeeper: one row per document, by date, then type, then number; per VAT
 * rate net, VAT and gross; then the document's totals. Every text cell formula-safe.
 */
export function accountingCsv(rows: readonly AccountingRecord[]): string {
  const rates = ratesOf(rows);
  const header = [
    'type',
    'document_number',
    'date',
    'order_number',
    'reference',
    'customer',
    'currency',
    ...rates.flatMap((rate) => {
      const label = formatTaxRatePercent(rate);
      return [`net_${label}`, `vat_${label}`, `gross_${label}`];
    }),
    'net_total',
    'vat_total',
    'gross_total',
  ];
  const sorted = [...rows].sort(
    (a, b) =>
      a.date.getTime() - b.date.getTime() ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      a.documentNumber.localeCompare(b.documentNumber),
  );
  let csv = CSV_BOM + csvLine(header);
  for (const row of sorted) {
    const byRate = new Map(row.taxes.map((tax) => [tax.rateBp, tax]));
    const hasTaxes = row.taxes.length > 0;
    const net = row.taxes.reduce((sum, tax) => sum + tax.netCents, 0);
    const vat = row.taxes.reduce((sum, tax) => sum + tax.taxCents, 0);
    csv += csvLine([
      row.type,
      csvText(row.documentNumber),
      zurichDate(row.date),
      csvText(row.orderNumber),
      csvText(row.reference),
      csvText(row.customer),
      row.currency,
      ...rates.flatMap((rate) => {
        const tax = byRate.get(rate);
        return tax === undefined
          ? ['', '', '']
          : [csvChf(tax.netCents), csvChf(tax.taxCents), csvChf(tax.grossCents)];
      }),
      hasTaxes ? csvChf(net) : '',
      hasTaxes ? csvChf(vat) : '',
      csvChf(row.grossCents),
    ]);
  }
  return csv;
}

/** Every source's rows of the period, in one CSV. */
export async function exportAccounting(
  sources: readonly AccountingRowSource[],
  period: AccountingPeriod,
): Promise<string> {
  const parts = await Promise.all(sources.map((source) => source.rowsBetween(period)));
  return accountingCsv(parts.flat());
}
