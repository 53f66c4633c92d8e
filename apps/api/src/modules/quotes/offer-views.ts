import type { z } from 'zod';
import type {
  AdminOfferLineSchema,
  AdminOfferRevisionSchema,
  CustomerOfferSchema,
} from '@print/contracts';
import {
  isOfferExpired,
  offeredUnitNetCents,
  type OfferDraft,
  type OfferStatus,
  type PricedCart,
} from '@print/domain';
import type { QuoteRequestSnapshot } from '../orders/index.js';
import type { OfferLineRow, OfferRow } from './quotes.repository.js';

type AdminOfferLine = z.infer<typeof AdminOfferLineSchema>;
type AdminOfferRevision = z.infer<typeof AdminOfferRevisionSchema>;
export type CustomerOffer = z.infer<typeof CustomerOfferSchema>;

/** The draft's lines for staff, the offered line sums from priceCart's lines (null: unpriced). */
export function adminDraftLines(
  order: QuoteRequestSnapshot,
  draft: OfferDraft,
  priced: PricedCart | null,
): AdminOfferLine[] {
  return draft.lines.map((line, index) => {
    const ordered = order.lines[index];
    const offered = offeredUnitNetCents(line);
    return {
      lineId: line.lineId,
      position: ordered?.position ?? index + 1,
      name: ordered?.name ?? '',
      details: ordered?.details ?? '',
      quantity: line.quantity,
      listUnitNetCents: line.listUnitNetCents,
      overrideUnitNetCents: line.overrideUnitNetCents,
      overrideReason: line.overrideReason,
      offeredUnitNetCents: offered,
      offeredLineNetCents: priced?.lines[index]?.lineNetCents ?? null,
    };
  });
}

function sentLines(order: QuoteRequestSnapshot, lines: readonly OfferLineRow[]): AdminOfferLine[] {
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  return lines.map((line) => {
    const ordered = byId.get(line.orderLineId);
    const isOverridden = line.offeredUnitNetCents !== line.listUnitNetCents;
    return {
      lineId: line.orderLineId,
      // Stored from 0 (offer-send.ts); shown from 1 like the order's lines.
      position: line.position + 1,
      name: ordered?.name ?? '',
      details: ordered?.details ?? '',
      quantity: line.quantity,
      listUnitNetCents: line.listUnitNetCents,
      overrideUnitNetCents: isOverridden ? line.offeredUnitNetCents : null,
      overrideReason: line.reason,
      offeredUnitNetCents: line.offeredUnitNetCents,
      offeredLineNetCents: line.offeredLineNetCents,
    };
  });
}

export function adminRevision(
  order: QuoteRequestSnapshot,
  offer: OfferRow,
  lines: readonly OfferLineRow[],
  createdByName: string | null,
  apiBase: string,
): AdminOfferRevision {
  return {
    id: offer.id,
    revision: offer.revision,
    status: offer.status,
    leadTimeDays: offer.leadTimeDays,
    validUntil: offer.validUntil,
    totals: offer.totals,
    lines: sentLines(order, lines),
    createdByStaffId: offer.createdByStaffId,
    createdByName,
    sentAt: offer.sentAt.toISOString(),
    acceptedAt: offer.acceptedAt?.toISOString() ?? null,
    declineReason: offer.declineReason,
    mailQueuedAt: offer.mailQueuedAt?.toISOString() ?? null,
    pdfUrl: `${apiBase}/admin/orders/${order.id}/offer/revisions/${offer.revision}.pdf`,
  };
}

/** The status a customer sees: a sent offer past its last day is expired before the sweep ran. */
export function effectiveStatus(offer: OfferRow, now: Date): OfferStatus {
  return offer.status === 'sent' && isOfferExpired(offer.validUntil, now)
    ? 'expired'
    : offer.status;
}

/** The customer's view: offered prices only (no list price, no reason). */
export function customerOffer(
  order: QuoteRequestSnapshot,
  offer: OfferRow,
  lines: readonly OfferLineRow[],
  latestRevision: number,
  now: Date,
): CustomerOffer {
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  const status = effectiveStatus(offer, now);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    revision: offer.revision,
    latestRevision,
    status,
    canAccept: status === 'sent' && offer.revision === latestRevision,
    validUntil: offer.validUntil,
    leadTimeDays: offer.leadTimeDays,
    language: order.language,
    lines: lines.map((line) => ({
      lineId: line.orderLineId,
      position: line.position + 1,
      name: byId.get(line.orderLineId)?.name ?? '',
      details: byId.get(line.orderLineId)?.details ?? '',
      quantity: line.quantity,
      unitCents: line.displayUnitCents,
      lineCents: line.displayLineCents,
    })),
    totals: offer.totals,
    sentAt: offer.sentAt.toISOString(),
    acceptedAt: offer.acceptedAt?.toISOString() ?? null,
    orderStatus: order.status,
  };
}

/**
 * The desk's order timeline of an order's offers: each revision sent (by its staff member), and
 * its end when the customer declined (with the reason) or it expired. Acceptance is the order's
 * own transition (QUOTE_GENERATED → ORDER_RECEIVED), not repeated here.
 */
export function offerTimeline(
  offers: readonly OfferRow[],
  staffNames: ReadonlyMap<string, string | null>,
) {
  return offers.flatMap((offer) => {
    const sent = {
      at: offer.sentAt.toISOString(),
      kind: 'document' as const,
      actor: staffNames.get(offer.createdByStaffId) ?? 'staff',
      from: null,
      to: `offer r${offer.revision}`,
      text: `Offer revision ${offer.revision} sent, valid until ${offer.validUntil}`,
    };
    if (offer.closedAt === null || (offer.status !== 'declined' && offer.status !== 'expired'))
      return [sent];
    const isDeclined = offer.status === 'declined';
    const reason = isDeclined && offer.declineReason ? `: ${offer.declineReason}` : '';
    return [
      sent,
      {
        at: offer.closedAt.toISOString(),
        kind: 'change' as const,
        actor: isDeclined ? 'customer' : 'system',
        from: `offer r${offer.revision}`,
        to: offer.status,
        text: `Offer revision ${offer.revision} ${isDeclined ? 'declined' : 'expired'}${reason}`,
      },
    ];
  });
}
