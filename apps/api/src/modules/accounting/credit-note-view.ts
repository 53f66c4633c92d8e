import type {
  AdminCreditNote,
  AdminCreditNoteOverview,
  CreditNoteAmountsView,
} from '@print/contracts';
import { remainingOf, sumCredited, type CreditNoteAmounts } from '@print/domain';
import type { OrderInvoice } from '../orders/index.js';
import type { CreditNoteRow } from './credit-notes.repository.js';

const API_PREFIX = '/api';

export const creditNoteUrls = {
  admin: (orderId: string, id: string) =>
    `${API_PREFIX}/admin/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(id)}/pdf`,
  customer: (orderId: string, id: string) =>
    `${API_PREFIX}/checkout/order/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(id)}/pdf`,
};

/** The amounts with the lines' names (the invoice's, else the credit note's snapshot). */
export function toAmountsView(
  amounts: CreditNoteAmounts,
  names: ReadonlyMap<string, string>,
): CreditNoteAmountsView {
  return {
    ...amounts,
    lines: amounts.lines.map((line) => ({ ...line, name: names.get(line.lineId) ?? line.lineId })),
    taxes: amounts.taxes.map((tax) => ({ ...tax })),
  };
}

export function toCreditNoteView(row: CreditNoteRow): AdminCreditNote {
  const names = new Map(
    row.amounts.lines.map((line, i) => [line.lineId, row.document.lines[i]?.name ?? line.lineId]),
  );
  return {
    ...toAmountsView(row.amounts, names),
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    reason: row.reason,
    issuedAt: row.issuedAt.toISOString(),
    staffName: row.staffName,
    trigger: row.trigger,
    pdfUrl: creditNoteUrls.admin(row.orderId, row.id),
  };
}

/** GET /admin/orders/:orderId/credit-notes: the invoice, what is left of it, its credit notes. */
export function toOverview(
  invoice: OrderInvoice,
  rows: readonly CreditNoteRow[],
): AdminCreditNoteOverview {
  const credited = sumCredited(rows.map((row) => row.amounts));
  const remaining = remainingOf(invoice.invoice, credited);
  const { netTotalCents, taxCents, totalCents } = invoice.invoice;
  return {
    hasInvoice: invoice.hasInvoice,
    invoice: { netCents: netTotalCents, taxCents, grossCents: totalCents },
    remaining: invoice.hasInvoice ? remaining : { netCents: 0, taxCents: 0, grossCents: 0 },
    lines: invoice.lines.map((line) => ({
      lineId: line.lineId,
      name: line.name,
      quantity: line.quantity,
      creditedQuantity: credited.lineQuantities.get(line.lineId) ?? 0,
      netCents: line.netCents,
    })),
    shippingNetCents: invoice.invoice.shippingNetCents,
    isShippingCredited: credited.isShippingCredited,
    surchargeNetCents: invoice.invoice.surchargeNetCents,
    isSurchargeCredited: credited.isSurchargeCredited,
    creditNotes: rows.map(toCreditNoteView),
  };
}
