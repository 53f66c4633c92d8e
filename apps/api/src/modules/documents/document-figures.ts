import { invoiceDueDate } from '@print/domain';
import type { OrderDocumentInput, OrderDocumentKind } from './document-input.js';
import { formatRateBp, type DocumentTexts } from './document-texts.js';
import type { TotalRow } from './pdf-lines-table.js';

export type DueDate =
  { readonly kind: 'date'; readonly iso: string } | { readonly kind: 'in-advance' };

/**
 * What the document says about payment: a date for invoices, "in advance" for prepaid orders,
 * nothing for PayPal orders and quotes. The date is the order's own; an input without one gets
 * it from packages/domain `invoiceDueDate` (the one due-date rule).
 */
export function dueDateOf(input: OrderDocumentInput, kind: OrderDocumentKind): DueDate | null {
  const isSettled = kind === 'quote' || kind === 'receipt';
  if (isSettled || input.paymentMethod === 'paypal' || input.paymentMethod === 'quote') return null;
  if (input.paymentMethod === 'prepaid') return { kind: 'in-advance' };
  if (input.dueDate) return { kind: 'date', iso: input.dueDate };
  return { kind: 'date', iso: invoiceDueDate(new Date(input.orderDate)) };
}

/**
 * The totals block from the order's own net figures (never recomputed here), the same for every
 * customer: positions net, voucher, surcharge, shipping, net total, VAT per rate, total.
 */
export function totalRowsOf(input: OrderDocumentInput, t: DocumentTexts): TotalRow[] {
  const rows: TotalRow[] = [{ label: t.positions, cents: input.positionNetCents }];
  if (input.discountCents > 0) {
    const label = input.voucherCode ? `${t.voucher} ${input.voucherCode}` : t.voucher;
    rows.push({ label, cents: -input.discountCents });
  }
  if (input.surchargeCents > 0) rows.push({ label: t.surcharge, cents: input.surchargeCents });
  rows.push({ label: `${t.shipping} (${input.shippingMethodName})`, cents: input.shippingCents });
  rows.push({ label: t.net, cents: input.netCents });
  for (const tax of input.taxes) {
    rows.push({ label: `${t.taxPlus} ${formatRateBp(tax.rateBp)}`, cents: tax.taxCents });
  }
  rows.push({ label: `${t.total} CHF`, cents: input.totalCents, isStrong: true });
  return rows;
}
