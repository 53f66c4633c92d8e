import { describe, expect, it } from 'vitest';
import {
  isValidRefundIban,
  mayMoveRefund,
  normalizeRefundIban,
  planRefund,
  refundFigures,
  type RefundStatus,
} from './refunds.js';

const r = (amountCents: number, status: RefundStatus) => ({ amountCents, status });

describe('refundFigures: what is left of a payment (integer cents)', () => {
  it.each([
    ['nothing refunded', [], { refundedCents: 0, openCents: 0, leftCents: 24_547 }],
    [
      'one completed',
      [r(1000, 'COMPLETED')],
      { refundedCents: 1000, openCents: 0, leftCents: 23_547 },
    ],
    [
      'requested and pending hold money back',
      [r(1000, 'REQUESTED'), r(500, 'PENDING')],
      { refundedCents: 0, openCents: 1500, leftCents: 23_047 },
    ],
    [
      'failed, cancelled and rejected give it back',
      [r(1000, 'FAILED'), r(2000, 'CANCELLED'), r(3000, 'REJECTED'), r(47, 'COMPLETED')],
      { refundedCents: 47, openCents: 0, leftCents: 24_500 },
    ],
    ['everything', [r(24_547, 'COMPLETED')], { refundedCents: 24_547, openCents: 0, leftCents: 0 }],
  ] as const)('%s', (_name, refunds, expected) => {
    expect(refundFigures(24_547, refunds)).toEqual({ paidCents: 24_547, ...expected });
  });

  it('never answers a negative rest (a refund made at PayPal beyond our records)', () => {
    expect(refundFigures(100, [r(150, 'COMPLETED')]).leftCents).toBe(0);
  });

  it('refuses amounts that are not cents', () => {
    expect(() => refundFigures(10.5, [])).toThrow(RangeError);
    expect(() => refundFigures(100, [r(0.1, 'COMPLETED')])).toThrow(RangeError);
    expect(() => refundFigures(-1, [])).toThrow(RangeError);
  });
});

describe('planRefund: checked before PayPal is called', () => {
  const figures = refundFigures(10_000, [r(2500, 'COMPLETED')]);

  it('the rest when no amount is given', () => {
    expect(planRefund(figures, null)).toEqual({
      ok: true,
      value: { amountCents: 7500, isRest: true },
    });
  });

  it('a partial refund, and exactly the rest counts as the rest', () => {
    expect(planRefund(figures, 1)).toEqual({ ok: true, value: { amountCents: 1, isRest: false } });
    expect(planRefund(figures, 7500)).toEqual({
      ok: true,
      value: { amountCents: 7500, isRest: true },
    });
  });

  it('one cent more than is left: REFUND_AMOUNT_EXCEEDS_LEFT with the figures', () => {
    const planned = planRefund(figures, 7501);
    expect(planned.ok).toBe(false);
    if (planned.ok) return;
    expect(planned.error.code).toBe('REFUND_AMOUNT_EXCEEDS_LEFT');
    expect(planned.error.details).toEqual({ leftCents: 7500, requestedCents: 7501 });
  });

  it.each([0, -5, 1.5, Number.NaN])('%s cents: REFUND_AMOUNT_INVALID', (cents) => {
    const planned = planRefund(figures, cents);
    expect(planned.ok ? null : planned.error.code).toBe('REFUND_AMOUNT_INVALID');
  });

  it('nothing left: REFUND_NOTHING_LEFT, also for the rest', () => {
    const done = refundFigures(10_000, [r(10_000, 'COMPLETED')]);
    for (const requested of [null, 1]) {
      const planned = planRefund(done, requested);
      expect(planned.ok ? null : planned.error.code).toBe('REFUND_NOTHING_LEFT');
    }
  });
});

describe('mayMoveRefund: reports of PayPal in any order', () => {
  it.each([
    ['REQUESTED', 'COMPLETED', true],
    ['REQUESTED', 'PENDING', true],
    ['REQUESTED', 'REJECTED', true],
    ['PENDING', 'COMPLETED', true],
    ['PENDING', 'FAILED', true],
    ['PENDING', 'CANCELLED', true],
    ['PENDING', 'REQUESTED', false],
    ['PENDING', 'PENDING', false],
    ['COMPLETED', 'PENDING', false],
    ['COMPLETED', 'FAILED', false],
    ['FAILED', 'COMPLETED', false],
    ['REJECTED', 'COMPLETED', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(mayMoveRefund(from, to)).toBe(expected);
  });
});

describe('isValidRefundIban', () => {
  it.each([
    ['CH93 0076 2011 6238 5295 7', true],
    ['ch9300762011623852957', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['LI21 0881 0000 2324 013A A', true],
    ['CH93 0076 2011 6238 5295 8', false],
    ['DE89 3704 0044 0532 0130 0', false],
    ['CH93', false],
    ['', false],
    ['not an iban at all', false],
  ])('%s: %s', (iban, expected) => {
    expect(isValidRefundIban(iban)).toBe(expected);
  });

  it('normalises spaces and case', () => {
    expect(normalizeRefundIban(' ch93 0076\u00a02011 6238 5295 7 ')).toBe('CH9300762011623852957');
  });
});
