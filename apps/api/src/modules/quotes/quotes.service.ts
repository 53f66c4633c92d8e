import type { z } from 'zod';
import type { AdminOfferDraftUpdateSchema, AdminOfferResponseSchema } from '@print/contracts';
import {
  checkOfferDraft,
  defaultOfferValidUntil,
  err,
  ok,
  type OfferDraft,
  type Result,
} from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { CatalogService } from '../catalog/index.js';
import type { DocumentsService } from '../documents/index.js';
import type { OrdersService, QuoteRequestSnapshot } from '../orders/index.js';
import type { AuditEntryInput } from '../staff/index.js';
import { adminDraftLines, adminRevision } from './offer-views.js';
import { draftOf, loadPricingBasis, priceOffer, totalsSnapshotOf } from './offer-pricing.js';
import type { QuotesRepository } from './quotes.repository.js';

export type AdminOfferResponse = z.infer<typeof AdminOfferResponseSchema>;
export type AdminOfferDraftUpdate = z.infer<typeof AdminOfferDraftUpdateSchema>;

/** Writes the audit entry of a staff change in the change's transaction (the route binds it). */
export type AuditWriter = (tx: Executor, entry: AuditEntryInput) => Promise<void>;

export interface QuotesDeps {
  readonly db: Db;
  readonly repo: QuotesRepository;
  readonly orders: Pick<OrdersService, 'quotes' | 'kickMails'>;
  readonly catalog: Pick<CatalogService, 'findShippingCountry'>;
  readonly documents: Pick<DocumentsService, 'renderOrderPdf'>;
  readonly storage: FileStorage;
  readonly staffNames: (staffId: string) => Promise<string | null>;
  readonly now: () => Date;
  /** '/api' (the admin PDF links). */
  readonly apiBase: string;
}

export type StaffOfferErrorCode =
  | 'ORDER_NOT_FOUND'
  | 'OFFER_NOT_OPEN'
  | 'OFFER_LINE_UNKNOWN'
  | 'OFFER_SHIPPING_UNAVAILABLE'
  | 'OFFER_NO_LINES'
  | 'OFFER_OVERRIDE_REASON_REQUIRED'
  | 'OFFER_PRICE_INVALID'
  | 'OFFER_LEAD_TIME_INVALID'
  | 'OFFER_VALID_UNTIL_INVALID';

/** The order's quote answering as staff see it: the draft (priced) and every sent revision. */
export async function readAdminOffer(
  deps: QuotesDeps,
  orderId: string,
): Promise<Result<AdminOfferResponse, 'ORDER_NOT_FOUND'>> {
  const order = await deps.orders.quotes.findQuoteRequest(orderId);
  if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
  const [stored, offers] = await Promise.all([
    deps.repo.findDraft(orderId),
    deps.repo.listOffers(orderId),
  ]);
  const now = deps.now();
  const draft = draftOf(order, stored, { validUntil: defaultOfferValidUntil(now) });
  const basis = await loadPricingBasis(deps.catalog, order);
  const priced = basis.ok ? priceOffer(draft, basis.value, order.isBusinessCustomer, now) : null;
  const lines = await deps.repo.listOfferLines(offers.map((offer) => offer.id));
  const names = new Map<string, string | null>();
  for (const offer of offers) {
    if (!names.has(offer.createdByStaffId))
      names.set(offer.createdByStaffId, await deps.staffNames(offer.createdByStaffId));
  }
  return ok({
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    isOpen: order.status === 'QUOTE_GENERATED',
    draft: {
      leadTimeDays: draft.leadTimeDays,
      validUntil: draft.validUntil,
      lines: adminDraftLines(order, draft, priced),
      totals: priced === null ? null : totalsSnapshotOf(priced),
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    },
    revisions: offers.map((offer) =>
      adminRevision(
        order,
        offer,
        lines.filter((line) => line.offerId === offer.id),
        names.get(offer.createdByStaffId) ?? null,
        deps.apiBase,
      ),
    ),
  });
}

/** The update applied to the order's lines; a line the order does not have is refused. */
function applyUpdate(
  order: QuoteRequestSnapshot,
  update: AdminOfferDraftUpdate,
): Result<OfferDraft, 'OFFER_LINE_UNKNOWN'> {
  const byId = new Map(update.lines.map((line) => [line.lineId, line]));
  const unknown = update.lines.find((line) => !order.lines.some((l) => l.id === line.lineId));
  if (unknown !== undefined) {
    return err('OFFER_LINE_UNKNOWN', 'The order has no such line', { lineId: unknown.lineId });
  }
  return ok({
    leadTimeDays: update.leadTimeDays,
    validUntil: update.validUntil,
    lines: order.lines.map((line) => {
      const change = byId.get(line.id);
      const override = change?.overrideUnitNetCents ?? null;
      return {
        lineId: line.id,
        quantity: line.quantity,
        listUnitNetCents: line.unitNetCents,
        overrideUnitNetCents: override,
        overrideReason: override === null ? null : (change?.overrideReason ?? null),
      };
    }),
  });
}

/**
 * Saves the draft (checked by checkOfferDraft: a changed price needs its reason) with its audit
 * entry in one transaction under the order's row lock.
 */
export async function saveOfferDraft(
  deps: QuotesDeps,
  orderId: string,
  update: AdminOfferDraftUpdate,
  staffId: string,
  audit: AuditWriter,
): Promise<Result<AdminOfferResponse, StaffOfferErrorCode>> {
  const saved = await deps.db.transaction(async (tx) => {
    const order = await deps.orders.quotes.lockQuoteRequest(tx, orderId);
    if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
    if (order.status !== 'QUOTE_GENERATED') {
      return err('OFFER_NOT_OPEN', 'This order is no open quote request', {
        status: order.status,
      });
    }
    const draft = applyUpdate(order, update);
    if (!draft.ok) return draft;
    const checked = checkOfferDraft(draft.value, deps.now());
    if (!checked.ok) return checked;
    const before = await deps.repo.findDraft(orderId, tx);
    const overrides = Object.fromEntries(
      checked.value.lines.flatMap((line) =>
        line.overrideUnitNetCents === null
          ? []
          : [
              [
                line.lineId,
                { unitNetCents: line.overrideUnitNetCents, reason: line.overrideReason ?? '' },
              ],
            ],
      ),
    );
    const row = {
      orderId,
      leadTimeDays: checked.value.leadTimeDays,
      validUntil: checked.value.validUntil,
      overrides,
      updatedByStaffId: staffId,
      updatedAt: deps.now(),
    };
    await deps.repo.saveDraft(tx, row);
    await audit(tx, {
      action: 'quote.draft',
      entityType: 'order',
      entityId: orderId,
      orderId,
      before:
        before === null
          ? null
          : {
              leadTimeDays: before.leadTimeDays,
              validUntil: before.validUntil,
              overrides: before.overrides,
            },
      after: { leadTimeDays: row.leadTimeDays, validUntil: row.validUntil, overrides },
    });
    return ok(null);
  });
  if (!saved.ok) return saved;
  return readAdminOffer(deps, orderId);
}
