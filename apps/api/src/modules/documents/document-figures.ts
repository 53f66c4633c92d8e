import { invoiceDueDate, summarizeInclTax } from '@print/domain';
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
 * A private customer's totals block in gross figures that add up (issue 24 point 13), as the
 * cart and the review show it (packages/domain summarizeInclTax): the printed lines' sum, the
 * voucher, surcharge and shipping incl. VAT, a rounding difference when the per-line rounding
 * leaves one, the total, and the VAT it contains.
 */
function grossTotalRowsOf(
  input: OrderDocumentInput,
  tax: OrderDocumentInput['taxes'][number],
  t: DocumentTexts,
): TotalRow[] {
  const summary = summarizeInclTax({
    lineDisplayCents: input.lines.map((line) => line.lineCents),
    discountNetCents: input.discountCents,
    surchargeNetCents: input.surchargeCents,
    shippingNetCents: input.shippingCents,
    taxRateBp: tax.rateBp,
    totalCents: input.totalCents,
    taxCents: tax.taxCents,
  });
  const rows: TotalRow[] = [{ label: t.positionsInclTax, cents: summary.positionsCents }];
  if (summary.discountCents > 0) {
    const label = input.voucherCode ? `${t.voucher} ${input.voucherCode}` : t.voucher;
    rows.push({ label, cents: -summary.discountCents });
  }
  if (summary.surchargeCents > 0) rows.push({ label: t.surcharge, cents: summary.surchargeCents });
  rows.push({ label: `${t.shipping} (${input.shippingMethodName})`, cents: summary.shippingCents });
  if (summary.roundingCents !== 0) rows.push({ label: t.rounding, cents: summary.roundingCents });
  rows.push({ label: t.total, cents: summary.totalCents, isStrong: true });
  rows.push({
    label: `${t.taxIncluded} ${formatRateBp(tax.rateBp)}`,
    cents: summary.taxCents,
    isMinor: true,
  });
  return rows;
}

/**
 * The totals block from the order's own figures (never recomputed here): business customers
 * (and orders with several VAT rates) get positions net, voucher, surcharge, shipping, net total,
 * VAT per rate, total; private customers the gross block of {@link grossTotalRowsOf}.
 */
export function totalRowsOf(input: OrderDocumentInput, t: DocumentTexts): TotalRow[] {
  const [onlyTax, ...otherTaxes] = input.taxes;
  if (!input.isBusinessCustomer && onlyTax !== undefined && otherTaxes.length === 0) {
    return grossTotalRowsOf(input, onlyTax, t);
  }
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
  // The amount says CHF itself (formatChf): a label "Total CHF" printed it twice.
  rows.push({ label: t.total, cents: input.totalCents, isStrong: true });
  return rows;
}
