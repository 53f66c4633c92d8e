import { describe, expect, it } from 'vitest';
import { endOfZonedDay, parseCalendarDate } from './calendar.js';
import {
  applyVoucher,
  isVoucherCodeWellFormed,
  validateVoucher,
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_MIN_LENGTH,
  type Voucher,
  type VoucherErrorCode,
} from './vouchers.js';

const summer: Voucher = {
  code: 'SUMMER24',
  type: 'percentage',
  value: 10,
  fromDate: new Date('2024-06-01T00:00:00.000Z'),
  toDate: new Date('2024-06-30T21:59:59.999Z'),
  minValueCents: 5000,
  maxUsage: 3,
  usageCount: 0,
  freeShipping: false,
};
const mid = new Date('2024-06-15T12:00:00Z');

function codeOf(voucher: Voucher, now: Date, cartNetCents: number): VoucherErrorCode | 'OK' {
  const result = validateVoucher(voucher, { now, cartNetCents });
  return result.ok ? 'OK' : result.error.code;
}

describe('rule: a voucher is valid only inside [fromDate, toDate], while usage < maxUsage, and when cart net ≥ minValue', () => {
  it.each<[string, Partial<Voucher>, Date, number, VoucherErrorCode | 'OK']>([
    ['inside the period', {}, mid, 10000, 'OK'],
    ['exactly at fromDate (inclusive)', {}, new Date('2024-06-01T00:00:00.000Z'), 10000, 'OK'],
    [
      '1 ms before fromDate',
      {},
      new Date('2024-05-31T23:59:59.999Z'),
      10000,
      'VOUCHER_NOT_STARTED',
    ],
    ['exactly at toDate (inclusive)', {}, new Date('2024-06-30T21:59:59.999Z'), 10000, 'OK'],
    ['1 ms after toDate', {}, new Date('2024-06-30T22:00:00.000Z'), 10000, 'VOUCHER_EXPIRED'],
    [
      'no dates: always in time',
      { fromDate: null, toDate: null },
      new Date('2099-01-01T00:00:00Z'),
      10000,
      'OK',
    ],
    ['used 2 of 3', { usageCount: 2 }, mid, 10000, 'OK'],
    ['used 3 of 3', { usageCount: 3 }, mid, 10000, 'VOUCHER_USED_UP'],
    ['unlimited usage (null)', { maxUsage: null, usageCount: 10_000 }, mid, 10000, 'OK'],
    ['cart exactly at minValue', {}, mid, 5000, 'OK'],
    ['cart 1 cent below minValue', {}, mid, 4999, 'VOUCHER_MIN_VALUE_NOT_REACHED'],
    [
      'expired beats used up and minimum',
      { usageCount: 3 },
      new Date('2024-07-01T00:00:00Z'),
      0,
      'VOUCHER_EXPIRED',
    ],
    ['used up beats minimum', { usageCount: 3 }, mid, 0, 'VOUCHER_USED_UP'],
    [
      'a malformed code beats everything',
      { code: 'A', usageCount: 3 },
      new Date('2020-01-01T00:00:00Z'),
      0,
      'VOUCHER_CODE_INVALID',
    ],
  ])('%s', (_label, overrides, now, cartNetCents, expected) => {
    expect(codeOf({ ...summer, ...overrides }, now, cartNetCents)).toBe(expected);
  });

  it('reports the minimum and the missing amount for the "remaining amount" modal', () => {
    const result = validateVoucher(summer, { now: mid, cartNetCents: 3750 });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'VOUCHER_MIN_VALUE_NOT_REACHED',
        message: 'The order total is below the voucher minimum',
        details: { minValueCents: 5000, missingCents: 1250 },
      },
    });
  });

  it('returns the voucher itself when valid', () => {
    expect(validateVoucher(summer, { now: mid, cartNetCents: 5000 })).toEqual({
      ok: true,
      value: summer,
    });
  });

  it.each([
    ['23:59 in Zurich on the last day', '2024-06-30T21:59:00Z', 'OK'],
    ['00:00 in Zurich the day after', '2024-06-30T22:00:00Z', 'VOUCHER_EXPIRED'],
  ] as const)(
    'rule: a date-only toDate means the whole Zurich day (endOfZonedDay): %s',
    (_label, iso, expected) => {
      const voucher = { ...summer, toDate: endOfZonedDay(parseCalendarDate('2024-06-30')) };
      expect(codeOf(voucher, new Date(iso), 10000)).toBe(expected);
    },
  );

  it('rejects an invalid now or cart amount as a broken invariant', () => {
    expect(() => validateVoucher(summer, { now: new Date(NaN), cartNetCents: 1 })).toThrow(
      RangeError,
    );
    expect(() => validateVoucher(summer, { now: mid, cartNetCents: 1.5 })).toThrow(RangeError);
  });
});

describe('rule: voucher code length 2..30', () => {
  it.each([
    ['', false],
    ['A', false],
    [' A ', false],
    ['AB', true],
    ['A'.repeat(30), true],
    ['A'.repeat(31), false],
  ])('%j → %s', (code, wellFormed) => {
    expect(isVoucherCodeWellFormed(code)).toBe(wellFormed);
    expect(codeOf({ ...summer, code }, mid, 10000)).toBe(
      wellFormed ? 'OK' : 'VOUCHER_CODE_INVALID',
    );
  });

  it('exports the limits', () => {
    expect([VOUCHER_CODE_MIN_LENGTH, VOUCHER_CODE_MAX_LENGTH]).toEqual([2, 30]);
  });
});

describe('rule: percentage → net × (1 − p/100) rounded to the cent; absolute → net − value, never below 0', () => {
  it.each<[string, Voucher['type'], number, number, number, number]>([
    ['10 % of 173.45 = 156.105 → 156.11', 'percentage', 10, 17345, 15611, 1734],
    ['10 % of 100.00', 'percentage', 10, 10000, 9000, 1000],
    ['12.5 % of 9.99 = 8.74125 → 8.74', 'percentage', 12.5, 999, 874, 125],
    ['50 % of 0.01 = 0.005 → 0.01 (half away from zero)', 'percentage', 50, 1, 1, 0],
    ['50 % of 0.03 = 0.015 → 0.02', 'percentage', 50, 3, 2, 1],
    ['33.3333 % of 300.00 = 200.0001 → 200.00', 'percentage', 33.3333, 30000, 20000, 10000],
    ['100 %', 'percentage', 100, 12345, 0, 12345],
    ['0 %', 'percentage', 0, 12345, 12345, 0],
    ['20.00 off 100.00', 'absolute', 2000, 10000, 8000, 2000],
    ['200.00 off 100.00 stops at zero', 'absolute', 20000, 10000, 0, 10000],
    ['0.00 off', 'absolute', 0, 10000, 10000, 0],
  ])('%s', (_label, type, value, netCents, netAfterCents, discountCents) => {
    expect(applyVoucher(netCents, { ...summer, type, value })).toEqual({
      discountCents,
      netAfterCents,
    });
  });

  it.each<[Voucher['type'], number]>([
    ['percentage', 101],
    ['percentage', -1],
    ['percentage', NaN],
    ['absolute', 1.5],
    ['absolute', -100],
  ])('rejects a %s voucher of %s', (type, value) => {
    expect(() => applyVoucher(10000, { ...summer, type, value })).toThrow(RangeError);
  });
});
