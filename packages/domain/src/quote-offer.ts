import { MAX_LINE_NET_CENTS } from './amount-limits.js';
import {
  addCalendarDays,
  endOfZonedDay,
  formatCalendarDate,
  parseCalendarDate,
  toZonedCalendarDate,
} from './calendar.js';
import type { CartLineInput } from './price-cart.js';
import { err, ok, type Result } from './result.js';

/*
 * Quote answering (issue 25 item 7). A QUOTE_GENERATED request opens as an offer draft: per line
 * the list price (the configurator's), optionally overridden with a required reason, a lead time
 * and a validity date. Sending freezes a revision; a change makes a new revision and supersedes
 * the previous one. The customer accepts the newest sent revision while it is valid; the order is
 * then priced by priceCart from the offered unit prices (the same code as the checkout).
 */

export const OFFER_STATUSES = ['sent', 'accepted', 'superseded', 'expired', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An offer is valid for 1..90 days from today; 30 unless staff choose otherwise. */
export const OFFER_DEFAULT_VALID_DAYS = 30;
export const OFFER_MAX_VALID_DAYS = 90;
/**
 * Lead time in days, 1..120: the offer's production days (calendar days, like every line's
 * production time; offerCartLines hands it to priceCart as productionDays).
 */
export const OFFER_MAX_LEAD_TIME_DAYS = 120;
export const OFFER_REASON_MAX_LENGTH = 500;

export interface OfferLineDraft {
  readonly lineId: string;
  readonly quantity: number;
  /** The configurator's unit net price at the time of the request. */
  readonly listUnitNetCents: number;
  /** null: the list price stands. */
  readonly overrideUnitNetCents: number | null;
  /** Required (non-blank) when the price is overridden. */
  readonly overrideReason: string | null;
}

export interface OfferDraft {
  readonly lines: readonly OfferLineDraft[];
  /** Production days (calendar days) from acceptance; shipping days come on top. */
  readonly leadTimeDays: number;
  /** YYYY-MM-DD (Europe/Zurich): the last day the customer can accept. */
  readonly validUntil: string;
}

export type OfferDraftErrorCode =
  | 'OFFER_NO_LINES'
  | 'OFFER_OVERRIDE_REASON_REQUIRED'
  | 'OFFER_PRICE_INVALID'
  | 'OFFER_LEAD_TIME_INVALID'
  | 'OFFER_VALID_UNTIL_INVALID';

/** Checks a draft before it is sent: every override explained, prices and dates in range. */
export function checkOfferDraft(
  draft: OfferDraft,
  now: Date,
): Result<OfferDraft, OfferDraftErrorCode> {
  if (draft.lines.length === 0) return err('OFFER_NO_LINES', 'An offer needs at least one line');
  for (const line of draft.lines) {
    const unit = line.overrideUnitNetCents;
    if (unit === null) continue;
    if (!Number.isSafeInteger(unit) || unit < 0 || unit * line.quantity > MAX_LINE_NET_CENTS) {
      return err('OFFER_PRICE_INVALID', 'The offered price is out of range', {
        lineId: line.lineId,
      });
    }
    const reason = line.overrideReason?.trim() ?? '';
    if (unit !== line.listUnitNetCents && reason === '') {
      return err('OFFER_OVERRIDE_REASON_REQUIRED', 'A changed price needs a reason', {
        lineId: line.lineId,
      });
    }
    if (reason.length > OFFER_REASON_MAX_LENGTH) {
      return err('OFFER_OVERRIDE_REASON_REQUIRED', 'The reason is too long', {
        lineId: line.lineId,
      });
    }
  }
  if (
    !Number.isInteger(draft.leadTimeDays) ||
    draft.leadTimeDays < 1 ||
    draft.leadTimeDays > OFFER_MAX_LEAD_TIME_DAYS
  ) {
    return err('OFFER_LEAD_TIME_INVALID', `Lead time is 1..${OFFER_MAX_LEAD_TIME_DAYS} days`);
  }
  if (!isValidUntilInRange(draft.validUntil, now)) {
    return err(
      'OFFER_VALID_UNTIL_INVALID',
      `An offer is valid from today up to ${OFFER_MAX_VALID_DAYS} days`,
    );
  }
  return ok(draft);
}

function isValidUntilInRange(validUntil: string, now: Date): boolean {
  try {
    parseCalendarDate(validUntil);
  } catch {
    return false;
  }
  const today = toZonedCalendarDate(now);
  const latest = formatCalendarDate(addCalendarDays(today, OFFER_MAX_VALID_DAYS));
  return validUntil >= formatCalendarDate(today) && validUntil <= latest;
}

/** The default validity of a new draft: 30 days from today (Europe/Zurich). */
export function defaultOfferValidUntil(now: Date): string {
  return formatCalendarDate(addCalendarDays(toZonedCalendarDate(now), OFFER_DEFAULT_VALID_DAYS));
}

/** The unit price the customer is offered for a line. */
export function offeredUnitNetCents(line: OfferLineDraft): number {
  return line.overrideUnitNetCents ?? line.listUnitNetCents;
}

/** The offer's lines as priceCart inputs: offered unit prices, the offer's lead time. */
export function offerCartLines(draft: OfferDraft): CartLineInput[] {
  return draft.lines.map((line) => ({
    itemId: line.lineId,
    unitNetCents: offeredUnitNetCents(line),
    quantity: line.quantity,
    productionDays: draft.leadTimeDays,
  }));
}

/** Whether the offer's last day (end of validUntil in Europe/Zurich) has passed. */
export function isOfferExpired(validUntil: string, now: Date): boolean {
  return now.getTime() > endOfZonedDay(parseCalendarDate(validUntil)).getTime();
}

export type OfferAcceptanceErrorCode =
  'OFFER_EXPIRED' | 'OFFER_SUPERSEDED' | 'OFFER_ALREADY_ACCEPTED' | 'OFFER_DECLINED';

export interface OfferAcceptanceInput {
  readonly status: OfferStatus;
  readonly revision: number;
  readonly latestRevision: number;
  readonly validUntil: string;
  readonly now: Date;
}

/** Whether the customer may accept this revision now. Only the newest sent, valid one. */
export function checkOfferAcceptance(
  input: OfferAcceptanceInput,
): Result<number, OfferAcceptanceErrorCode> {
  if (input.status === 'accepted') {
    return err('OFFER_ALREADY_ACCEPTED', 'This offer has already been accepted');
  }
  if (input.status === 'declined') return err('OFFER_DECLINED', 'This offer was declined');
  if (input.status === 'superseded' || input.revision !== input.latestRevision) {
    return err('OFFER_SUPERSEDED', 'A newer offer replaces this one', {
      latestRevision: input.latestRevision,
    });
  }
  if (input.status === 'expired' || isOfferExpired(input.validUntil, input.now)) {
    return err('OFFER_EXPIRED', 'This offer has expired', { validUntil: input.validUntil });
  }
  return ok(input.revision);
}

export type OfferDeclineErrorCode = 'OFFER_EXPIRED' | 'OFFER_SUPERSEDED' | 'OFFER_ALREADY_ACCEPTED';

/** The longest reason a customer may give for declining. */
export const OFFER_DECLINE_REASON_MAX_LENGTH = 500;

/**
 * Whether the customer may decline this revision now: the same revisions they could accept (the
 * newest sent one before the end of its last day). Declining a declined offer again is no error
 * (ok: false, nothing changes), so a double click or a second tab answers the same.
 */
export function checkOfferDecline(
  input: OfferAcceptanceInput,
): Result<boolean, OfferDeclineErrorCode> {
  if (input.status === 'declined') return ok(false);
  const acceptable = checkOfferAcceptance(input);
  if (acceptable.ok) return ok(true);
  const { code, message, details } = acceptable.error;
  // 'declined' was answered above; the acceptance's other refusals are the decline's.
  return code === 'OFFER_DECLINED' ? ok(false) : err(code, message, details);
}
