import { checkOfferAcceptance, checkOfferDecline, err, ok, type Result } from '@print/domain';
import { hashOfferToken } from './offer-token.js';
import { customerOffer, type CustomerOffer } from './offer-views.js';
import { draftOfSent, priceOffer } from './offer-pricing.js';
import type { OfferRow } from './quotes.repository.js';
import type { QuotesDeps } from './quotes.service.js';

export type OfferReadErrorCode = 'OFFER_NOT_FOUND';
export type OfferAcceptErrorCode =
  | OfferReadErrorCode
  | 'OFFER_EXPIRED'
  | 'OFFER_SUPERSEDED'
  | 'OFFER_ALREADY_ACCEPTED'
  | 'OFFER_DECLINED'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_TRANSITION_NOT_ALLOWED';

export type OfferDeclineErrorCode =
  | OfferReadErrorCode
  | 'OFFER_EXPIRED'
  | 'OFFER_SUPERSEDED'
  | 'OFFER_ALREADY_ACCEPTED'
  | 'OFFER_NOT_OPEN';

const NOT_FOUND = { code: 'OFFER_NOT_FOUND', message: 'No such offer' } as const;

/** The offer the link names, or the newest sent revision of the caller's own order. */
export type OfferKey =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'owner'; readonly orderId: string; readonly principalId: string | null };

async function findOffer(deps: QuotesDeps, key: OfferKey): Promise<OfferRow | null> {
  if (key.kind === 'token') return deps.repo.findByTokenHash(hashOfferToken(key.token));
  // Anyone but the order's owner gets the same answer as for an order that does not exist.
  const order =
    key.principalId === null ? null : await deps.orders.quotes.findQuoteRequest(key.orderId);
  if (order === null || order.ownerPrincipal !== key.principalId) return null;
  return (await deps.repo.listOffers(key.orderId))[0] ?? null;
}

async function viewOf(deps: QuotesDeps, offer: OfferRow): Promise<CustomerOffer | null> {
  const [order, offers, lines] = await Promise.all([
    deps.orders.quotes.findQuoteRequest(offer.orderId),
    deps.repo.listOffers(offer.orderId),
    deps.repo.listOfferLines([offer.id]),
  ]);
  if (order === null) return null;
  const current = offers.find((o) => o.id === offer.id) ?? offer;
  return customerOffer(order, current, lines, offers[0]?.revision ?? offer.revision, deps.now());
}

/** The customer's view of an offer (by its link, or the owner's newest). */
export async function readCustomerOffer(
  deps: QuotesDeps,
  key: OfferKey,
): Promise<Result<CustomerOffer, OfferReadErrorCode>> {
  const offer = await findOffer(deps, key);
  const view = offer === null ? null : await viewOf(deps, offer);
  return view === null ? err(NOT_FOUND.code, NOT_FOUND.message) : ok(view);
}

/**
 * The customer accepts (issue 25 item 7). checkOfferAcceptance decides (only the newest sent
 * revision before the end of its last day: expiry is refused even before the sweep ran); then in
 * ONE transaction under the order's lock the offer is accepted and the order takes the offered
 * lines and totals — priceCart again over the frozen offer, the checkout's code — and moves
 * QUOTE_GENERATED → ORDER_RECEIVED (orders module, actor 'customer'), its order mail in the
 * outbox. Idempotent: accepting the accepted offer again answers the same view.
 */
export async function acceptOffer(
  deps: QuotesDeps,
  key: OfferKey,
): Promise<Result<CustomerOffer, OfferAcceptErrorCode>> {
  const found = await findOffer(deps, key);
  if (found === null) return err(NOT_FOUND.code, NOT_FOUND.message);
  const accepted = await deps.db.transaction(async (tx) => {
    const order = await deps.orders.quotes.lockQuoteRequest(tx, found.orderId);
    if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
    const offers = await deps.repo.listOffers(found.orderId, tx);
    const offer = offers.find((o) => o.id === found.id);
    if (offer === undefined) return err(NOT_FOUND.code, NOT_FOUND.message);
    if (offer.status === 'accepted') return ok(false);
    const now = deps.now();
    const checked = checkOfferAcceptance({
      status: offer.status,
      revision: offer.revision,
      latestRevision: offers[0]?.revision ?? offer.revision,
      validUntil: offer.validUntil,
      now,
    });
    if (!checked.ok) return checked;
    const lines = await deps.repo.listOfferLines([offer.id], tx);
    const priced = priceOffer(
      draftOfSent(offer, lines),
      offer.pricingBasis,
      order.isBusinessCustomer,
      now,
    );
    const moved = await deps.orders.quotes.applyAcceptedOffer(
      tx,
      order.id,
      priced,
      `offer revision ${offer.revision} accepted`,
      now,
    );
    if (!moved.ok) return moved;
    await deps.repo.markAccepted(tx, offer.id, now);
    return ok(true);
  });
  if (!accepted.ok) return accepted;
  if (accepted.value) deps.orders.kickMails();
  const view = await viewOf(deps, found);
  return view === null ? err(NOT_FOUND.code, NOT_FOUND.message) : ok(view);
}

/**
 * The customer declines (issue 25 item 7), by the link or as the owner, with an optional reason
 * for staff: the same revisions they could accept (checkOfferDecline), while the order is still a
 * quote request. The revision closes as declined; the order stays QUOTE_GENERATED, so staff can
 * send a changed revision or cancel it. The desk's order timeline shows it (quotes timeline).
 * Accepting it afterwards is refused with OFFER_DECLINED. Declining again answers the same.
 */
export async function declineOffer(
  deps: QuotesDeps,
  key: OfferKey,
  reason: string | null,
): Promise<Result<CustomerOffer, OfferDeclineErrorCode>> {
  const found = await findOffer(deps, key);
  if (found === null) return err(NOT_FOUND.code, NOT_FOUND.message);
  const declined = await deps.db.transaction(async (tx) => {
    const order = await deps.orders.quotes.lockQuoteRequest(tx, found.orderId);
    const offers = await deps.repo.listOffers(found.orderId, tx);
    const offer = offers.find((o) => o.id === found.id);
    if (order === null || offer === undefined) return err(NOT_FOUND.code, NOT_FOUND.message);
    const checked = checkOfferDecline({
      status: offer.status,
      revision: offer.revision,
      latestRevision: offers[0]?.revision ?? offer.revision,
      validUntil: offer.validUntil,
      now: deps.now(),
    });
    if (!checked.ok || !checked.value) return checked;
    if (order.status !== 'QUOTE_GENERATED')
      return err('OFFER_NOT_OPEN', 'This order is no open quote request', {
        status: order.status,
      });
    await deps.repo.markDeclined(tx, offer.id, deps.now(), reason?.trim() || null);
    return ok(true);
  });
  if (!declined.ok) return declined;
  const view = await viewOf(deps, found);
  return view === null ? err(NOT_FOUND.code, NOT_FOUND.message) : ok(view);
}
