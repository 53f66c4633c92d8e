import { randomUUID } from 'node:crypto';
import {
  checkOfferDraft,
  defaultOfferValidUntil,
  err,
  offeredUnitNetCents,
  ok,
  type OfferDraft,
  type PricedCart,
  type Result,
} from '@print/domain';
import { generateOfferToken, hashOfferToken } from './offer-token.js';
import type { OfferPricingBasis } from './quotes.tables.js';
import { draftOf, loadPricingBasis, priceOffer, totalsSnapshotOf } from './offer-pricing.js';
import {
  readAdminOffer,
  type AdminOfferResponse,
  type AuditWriter,
  type QuotesDeps,
  type StaffOfferErrorCode,
} from './quotes.service.js';
import type { QuoteRequestSnapshot } from '../orders/index.js';

/** The offer PDF: the order's quote document with the offered lines and totals (no QR-bill). */
async function renderOfferPdf(
  deps: QuotesDeps,
  order: QuoteRequestSnapshot,
  draft: OfferDraft,
  priced: PricedCart,
  revision: number,
): Promise<Buffer> {
  const base = await deps.orders.quotes.documentInputOf(order.id);
  if (base === null) throw new Error(`order ${order.id} vanished while its offer was rendered`);
  const lines = order.lines.map((line, index) => {
    const offered = priced.lines[index];
    if (offered === undefined) throw new Error('priced offer lost a line');
    return {
      name: line.name,
      details: line.details,
      quantity: offered.quantity,
      unitCents: offered.display.unitCents,
      lineCents: offered.display.lineCents,
    };
  });
  return deps.documents.renderOrderPdf(
    {
      ...base,
      // The offer's own date: the day it was sent.
      orderDate: deps.now().toISOString(),
      lines,
      positionNetCents: priced.positionNetCents,
      discountCents: priced.discountCents,
      surchargeCents: priced.smallOrderSurchargeCents,
      shippingCents: priced.shippingCents,
      taxes: [
        { rateBp: priced.taxRateBp, baseCents: priced.netTotalCents, taxCents: priced.taxCents },
      ],
      netCents: priced.netTotalCents,
      totalCents: priced.totalCents,
      estimatedProductionTimeDays: draft.leadTimeDays,
      deliveryDate: null,
      offer: { revision, validUntil: draft.validUntil },
    },
    'quote',
  );
}

interface Prepared {
  readonly order: QuoteRequestSnapshot;
  readonly draft: OfferDraft;
  readonly basis: OfferPricingBasis;
  readonly priced: PricedCart;
}

async function prepare(
  deps: QuotesDeps,
  orderId: string,
): Promise<Result<Prepared, StaffOfferErrorCode>> {
  const order = await deps.orders.quotes.findQuoteRequest(orderId);
  if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
  if (order.status !== 'QUOTE_GENERATED') {
    return err('OFFER_NOT_OPEN', 'This order is no open quote request', { status: order.status });
  }
  const now = deps.now();
  const stored = await deps.repo.findDraft(orderId);
  const checked = checkOfferDraft(
    draftOf(order, stored, { validUntil: defaultOfferValidUntil(now) }),
    now,
  );
  if (!checked.ok) return checked;
  const basis = await loadPricingBasis(deps.catalog, order);
  if (!basis.ok) return basis;
  const priced = priceOffer(checked.value, basis.value, order.isBusinessCustomer, now);
  return ok({ order, draft: checked.value, basis: basis.value, priced });
}

/**
 * Sends the draft as a new revision: priced by priceCart, its PDF rendered (worker pool) and
 * stored, then in ONE transaction under the order's lock: the previous sent revision superseded,
 * the new one with its lines and link token written, the audit entry. The mail goes through the
 * offer outbox (pending_mail_token) after the commit: a mail that cannot be queued now does not
 * undo the sending and is retried by the schedule.
 */
export async function sendOffer(
  deps: QuotesDeps,
  orderId: string,
  staffId: string,
  audit: AuditWriter,
  kickMail: () => void,
): Promise<Result<AdminOfferResponse, StaffOfferErrorCode>> {
  const prepared = await prepare(deps, orderId);
  if (!prepared.ok) return prepared;
  const { order, draft, basis, priced } = prepared.value;
  const previous = await deps.repo.listOffers(orderId);
  const revision = (previous[0]?.revision ?? 0) + 1;
  const pdf = await renderOfferPdf(deps, order, draft, priced, revision);
  const offerId = randomUUID();
  const pdfKey = `quotes/${orderId}/offer-${revision}-${offerId}.pdf`;
  await deps.storage.write(pdfKey, pdf);
  const token = generateOfferToken();
  const sent = await deps.db.transaction(async (tx) => {
    const locked = await deps.orders.quotes.lockQuoteRequest(tx, orderId);
    if (locked?.status !== 'QUOTE_GENERATED') {
      return err('OFFER_NOT_OPEN', 'This order is no open quote request');
    }
    const latest = (await deps.repo.listOffers(orderId, tx))[0];
    // Another send won the race: this one would repeat its revision number.
    if ((latest?.revision ?? 0) + 1 !== revision) {
      return err('OFFER_NOT_OPEN', 'Another revision was sent meanwhile', {
        latestRevision: latest?.revision ?? 0,
      });
    }
    const at = deps.now();
    await deps.repo.supersedeSent(tx, orderId, at);
    const totals = totalsSnapshotOf(priced);
    await deps.repo.insertOffer(
      tx,
      {
        id: offerId,
        orderId,
        revision,
        status: 'sent',
        leadTimeDays: draft.leadTimeDays,
        validUntil: draft.validUntil,
        totals,
        pricingBasis: basis,
        createdByStaffId: staffId,
        sentAt: at,
        pdfKey,
        acceptTokenHash: hashOfferToken(token),
        pendingMailToken: token,
      },
      draft.lines.map((line, position) => {
        const pricedLine = priced.lines[position];
        if (pricedLine === undefined) throw new Error('priced offer lost a line');
        return {
          offerId,
          orderLineId: line.lineId,
          position,
          quantity: line.quantity,
          listUnitNetCents: line.listUnitNetCents,
          offeredUnitNetCents: offeredUnitNetCents(line),
          offeredLineNetCents: pricedLine.lineNetCents,
          displayUnitCents: pricedLine.display.unitCents,
          displayLineCents: pricedLine.display.lineCents,
          reason: line.overrideUnitNetCents === null ? null : line.overrideReason,
        };
      }),
    );
    await audit(tx, {
      action: 'quote.send',
      entityType: 'quote_offer',
      entityId: offerId,
      orderId,
      before: latest === undefined ? null : { revision: latest.revision, status: latest.status },
      after: {
        revision,
        leadTimeDays: draft.leadTimeDays,
        validUntil: draft.validUntil,
        totalCents: totals.totalCents,
      },
    });
    return ok(null);
  });
  if (!sent.ok) {
    await deps.storage.remove(pdfKey);
    return sent;
  }
  kickMail();
  return readAdminOffer(deps, orderId);
}
