import { describe, expect, it } from 'vitest';
import {
  formatOrderNumber,
  invoiceDueDate,
  orderNumberYear,
  parseOrderNumber,
} from './order-number.js';

describe('rule: order numbers YYYY-NNNNNN, increasing per year', () => {
  it.each([
    [2026, 1, '2026-000001'],
    [2026, 42, '2026-000042'],
    [2027, 999_999, '2027-999999'],
  ])('formats %i/%i as %s', (year, sequence, expected) => {
    expect(formatOrderNumber(year, sequence)).toBe(expected);
  });

  it.each([
    [2026, 0],
    [2026, 1_000_000],
    [2026, 1.5],
    [26, 1],
  ])('refuses year %i sequence %d', (year, sequence) => {
    expect(() => formatOrderNumber(year, sequence)).toThrow(RangeError);
  });

  it('sorts as text in the order of the sequence', () => {
    const numbers = [9, 10, 100, 2].map((n) => formatOrderNumber(2026, n));
    expect([...numbers].sort()).toEqual([
      '2026-000002',
      '2026-000009',
      '2026-000010',
      '2026-000100',
    ]);
  });

  it('parses what it formats and nothing else', () => {
    expect(parseOrderNumber('2026-000123')).toEqual({ year: 2026, sequence: 123 });
    expect(parseOrderNumber('2026-000000')).toBeNull();
    expect(parseOrderNumber('2026-12345')).toBeNull();
    expect(parseOrderNumber(' 2026-000001')).toBeNull();
  });

  it('numbers by the Swiss calendar year: New Year in Zurich starts at 23:00 UTC', () => {
    expect(orderNumberYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(orderNumberYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });
});

describe('rule: an invoice is due 30 days after the order date', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '2026-02-14'],
    ['2026-02-10T10:00:00Z', '2026-03-12'],
    ['2026-12-15T23:30:00Z', '2027-01-15'],
    // 2 October in Zurich (00:30 CEST); 30 × 24 h in UTC would end on 31 October.
    ['2026-10-01T22:30:00Z', '2026-11-01'],
  ])('ordered %s → due %s', (ordered, due) => {
    expect(invoiceDueDate(new Date(ordered))).toBe(due);
  });
});
