import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.js';
import {
  checkOfferAcceptance,
  checkOfferDecline,
  checkOfferDraft,
  defaultOfferValidUntil,
  isOfferExpired,
  offerCartLines,
  type OfferDraft,
} from './quote-offer.js';

// 2026-11-28 10:00 in Zurich (UTC+1).
const NOW = new Date('2026-11-28T09:00:00Z');

function draft(overrides: Partial<OfferDraft> = {}): OfferDraft {
  return {
    lines: [
      {
        lineId: 'a',
        quantity: 3,
        listUnitNetCents: 1250,
        overrideUnitNetCents: null,
        overrideReason: null,
      },
      {
        lineId: 'b',
        quantity: 1,
        listUnitNetCents: 9990,
        overrideUnitNetCents: 8000,
        overrideReason: 'Series price agreed by phone',
      },
    ],
    leadTimeDays: 10,
    validUntil: '2026-12-28',
    ...overrides,
  };
}

describe('checkOfferDraft', () => {
  it('accepts a draft whose overrides carry a reason', () => {
    expect(checkOfferDraft(draft(), NOW).ok).toBe(true);
  });

  it('refuses a changed price without a reason, naming the line', () => {
    const base = draft();
    const result = checkOfferDraft(
      { ...base, lines: [{ ...base.lines[1]!, overrideReason: '   ' }] },
      NOW,
    );
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'OFFER_OVERRIDE_REASON_REQUIRED', details: { lineId: 'b' } },
    });
  });

  it('lets an override equal to the list price go without a reason', () => {
    const base = draft();
    const line = { ...base.lines[0]!, overrideUnitNetCents: 1250 };
    expect(checkOfferDraft({ ...base, lines: [line] }, NOW).ok).toBe(true);
  });

  it.each([
    [-1, 'OFFER_PRICE_INVALID'],
    [12.5, 'OFFER_PRICE_INVALID'],
    [2_000_000_000, 'OFFER_PRICE_INVALID'],
  ])('refuses the unit price %s', (cents, code) => {
    const base = draft();
    const line = { ...base.lines[1]!, overrideUnitNetCents: cents };
    expect(checkOfferDraft({ ...base, lines: [line] }, NOW)).toMatchObject({
      ok: false,
      error: { code },
    });
  });

  it.each([0, 121, 2.5])('refuses a lead time of %s days', (days) => {
    expect(checkOfferDraft(draft({ leadTimeDays: days }), NOW)).toMatchObject({
      ok: false,
      error: { code: 'OFFER_LEAD_TIME_INVALID' },
    });
  });

  it.each(['2026-11-27', '2027-02-27', '2026-02-31', '28.12.2026'])(
    'refuses the validity date %s (past, beyond 90 days or no date)',
    (validUntil) => {
      expect(checkOfferDraft(draft({ validUntil }), NOW)).toMatchObject({
        ok: false,
        error: { code: 'OFFER_VALID_UNTIL_INVALID' },
      });
    },
  );

  it('accepts today and the 90th day as the last day', () => {
    expect(checkOfferDraft(draft({ validUntil: '2026-11-28' }), NOW).ok).toBe(true);
    expect(checkOfferDraft(draft({ validUntil: '2027-02-26' }), NOW).ok).toBe(true);
  });

  it('refuses an offer without lines', () => {
    expect(checkOfferDraft(draft({ lines: [] }), NOW)).toMatchObject({
      ok: false,
      error: { code: 'OFFER_NO_LINES' },
    });
  });
});

describe('offer prices', () => {
  it('prices the offer with the checkout code: offered unit prices and the lead time', () => {
    const priced = priceCart({
      lines: offerCartLines(draft()),
      country: null,
      isBusinessCustomer: true,
      shippingMethodId: null,
      voucher: null,
      now: NOW,
    });
    if (!priced.ok) throw new Error(priced.error.code);
    expect(priced.value.lines.map((line) => line.lineNetCents)).toEqual([3750, 8000]);
    expect(priced.value.lines.map((line) => line.productionDays)).toEqual([10, 10]);
  });

  it('defaults the validity to 30 days from the Zurich day', () => {
    expect(defaultOfferValidUntil(new Date('2026-11-28T23:30:00Z'))).toBe('2026-12-29');
  });
});

describe('checkOfferAcceptance', () => {
  const sent = {
    status: 'sent',
    revision: 2,
    latestRevision: 2,
    validUntil: '2026-12-28',
  } as const;

  it('accepts the newest sent revision until the end of its last day in Zurich', () => {
    expect(checkOfferAcceptance({ ...sent, now: new Date('2026-12-28T22:59:59Z') }).ok).toBe(true);
    expect(isOfferExpired('2026-12-28', new Date('2026-12-28T23:00:00Z'))).toBe(true);
  });

  it('refuses acceptance after expiry', () => {
    expect(checkOfferAcceptance({ ...sent, now: new Date('2026-12-29T08:00:00Z') })).toMatchObject({
      ok: false,
      error: { code: 'OFFER_EXPIRED' },
    });
  });

  it('refuses an older revision, naming the newest', () => {
    expect(checkOfferAcceptance({ ...sent, revision: 1, now: NOW })).toMatchObject({
      ok: false,
      error: { code: 'OFFER_SUPERSEDED', details: { latestRevision: 2 } },
    });
  });

  it.each([
    ['accepted', 'OFFER_ALREADY_ACCEPTED'],
    ['declined', 'OFFER_DECLINED'],
    ['expired', 'OFFER_EXPIRED'],
  ] as const)('refuses a %s offer', (status, code) => {
    expect(checkOfferAcceptance({ ...sent, status, now: NOW })).toMatchObject({
      ok: false,
      error: { code },
    });
  });
});

describe('checkOfferDecline', () => {
  const sent = {
    status: 'sent',
    revision: 2,
    latestRevision: 2,
    validUntil: '2026-12-28',
  } as const;

  it('declines the newest valid revision once; again changes nothing', () => {
    expect(checkOfferDecline({ ...sent, now: NOW })).toEqual({ ok: true, value: true });
    expect(checkOfferDecline({ ...sent, status: 'declined', now: NOW })).toEqual({
      ok: true,
      value: false,
    });
  });

  it.each([
    [{ status: 'accepted' }, 'OFFER_ALREADY_ACCEPTED'],
    [{ revision: 1 }, 'OFFER_SUPERSEDED'],
    [{ now: new Date('2026-12-29T08:00:00Z') }, 'OFFER_EXPIRED'],
  ] as const)('refuses %j with %s', (change, code) => {
    expect(checkOfferDecline({ ...sent, now: NOW, ...change })).toMatchObject({
      ok: false,
      error: { code },
    });
  });
});
