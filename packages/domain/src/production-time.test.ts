import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from './calendar.js';
import {
  addWorkingDays,
  deliveryDateFor,
  estimateDelivery,
  formatDeliveryDate,
  productionDaysFor,
  lineProductionDays,
} from './production-time.js';

describe('rule: production days by weekday of the order day in Europe/Zurich (Sun 9, Mon 8 … Fri 4, Sat 9)', () => {
  it.each([
    ['Monday', '2024-06-03T10:00:00Z', 8],
    ['Tuesday', '2024-06-04T10:00:00Z', 7],
    ['Wednesday', '2024-06-05T10:00:00Z', 6],
    ['Thursday', '2024-06-06T10:00:00Z', 5],
    ['Friday', '2024-06-07T10:00:00Z', 4],
    ['Saturday', '2024-06-08T10:00:00Z', 9],
    ['Sunday', '2024-06-09T10:00:00Z', 9],
  ])('%s (%s) → %s days', (_weekday, iso, days) => {
    expect(productionDaysFor(new Date(iso))).toBe(days);
  });

  it.each([
    ['Sunday 23:30 UTC in summer is Monday 01:30 in Zurich', '2024-06-02T23:30:00Z', 8],
    ['Sunday 21:59:59 UTC in summer is still Sunday in Zurich', '2024-06-02T21:59:59Z', 9],
    ['Sunday 22:00 UTC in summer is Monday 00:00 in Zurich', '2024-06-02T22:00:00Z', 8],
    ['Sunday 23:30 UTC in winter is Monday 00:30 in Zurich', '2024-01-07T23:30:00Z', 8],
    ['Sunday 22:59 UTC in winter is still Sunday in Zurich', '2024-01-07T22:59:00Z', 9],
    ['Friday 23:30 UTC is Saturday in Zurich', '2024-06-07T23:30:00Z', 9],
  ])('%s', (_label, iso, days) => {
    expect(productionDaysFor(new Date(iso))).toBe(days);
  });

  it('uses another time zone when asked (the same instant is Sunday in UTC)', () => {
    expect(productionDaysFor(new Date('2024-06-02T23:30:00Z'), 'UTC')).toBe(9);
  });

  it('rejects an invalid Date', () => {
    expect(() => productionDaysFor(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('rule: production days are calendar days; Sun–Fri orders end production on the following Tuesday', () => {
  // The week of Sun 22 Nov to Sat 28 Nov 2026, at noon in Zurich (11:00 UTC in winter).
  it.each([
    ['Sun', '2026-11-22', '2026-12-01'],
    ['Mon', '2026-11-23', '2026-12-01'],
    ['Tue', '2026-11-24', '2026-12-01'],
    ['Wed', '2026-11-25', '2026-12-01'],
    ['Thu', '2026-11-26', '2026-12-01'],
    ['Fri', '2026-11-27', '2026-12-01'],
  ])('ordered %s %s → production ends Tue %s', (_weekday, day, end) => {
    const estimate = estimateDelivery(new Date(`${day}T11:00:00Z`), 0);
    expect(estimate.productionEndDate).toBe(end);
    expect(new Date(`${end}T00:00:00Z`).getUTCDay()).toBe(2);
    expect(estimate.deliveryDate).toBe(end);
  });

  it('a Saturday order (9 days, as the table says) ends on the Monday 9 days later', () => {
    expect(estimateDelivery(new Date('2026-11-28T11:00:00Z'), 0).productionEndDate).toBe(
      '2026-12-07',
    );
  });
});

describe('rule: shipping days are working days (Mon–Fri) after the production end', () => {
  it.each([
    // order day (Zurich), shippingTimeDays, delivery date
    [
      'Fri 27 Nov 2026 + 4 days = Tue 1 Dec, + 2 working days',
      '2026-11-27T11:00:00Z',
      2,
      '2026-12-03',
    ],
    [
      'Fri 27 Nov 2026 + 4 days = Tue 1 Dec, + 1 working day',
      '2026-11-27T11:00:00Z',
      1,
      '2026-12-02',
    ],
    [
      'Fri 27 Nov 2026 + 4 days = Tue 1 Dec, + 4 working days over the weekend',
      '2026-11-27T11:00:00Z',
      4,
      '2026-12-07',
    ],
    [
      'Fri 27 Nov 2026 + 4 days = Tue 1 Dec, + 5 working days = next Tue',
      '2026-11-27T11:00:00Z',
      5,
      '2026-12-08',
    ],
    [
      'Mon 23 Nov 2026 + 8 days = Tue 1 Dec, + 3 working days',
      '2026-11-23T11:00:00Z',
      3,
      '2026-12-04',
    ],
    [
      'Sat 28 Nov 2026 + 9 days = Mon 7 Dec, + 2 working days',
      '2026-11-28T11:00:00Z',
      2,
      '2026-12-09',
    ],
    [
      'Sun 29 Nov 2026 23:30 Zurich is still Sunday: + 9 = Tue 8 Dec, + 2',
      '2026-11-29T22:30:00Z',
      2,
      '2026-12-10',
    ],
    [
      'Sun 29 Nov 2026 23:30 UTC is Monday in Zurich: + 8 = Tue 8 Dec, + 2',
      '2026-11-29T23:30:00Z',
      2,
      '2026-12-10',
    ],
    [
      'Fri 27 Dec 2024 + 4 = Tue 31 Dec, + 3 working days across the year end',
      '2024-12-27T12:00:00Z',
      3,
      '2025-01-03',
    ],
  ])('%s', (_label, iso, shippingDays, date) => {
    expect(estimateDelivery(new Date(iso), shippingDays).deliveryDate).toBe(date);
  });

  it('a production ending on a weekend (extra days) ships from Monday', () => {
    // Fri 27 Nov + 4 + 4 extra = Sat 5 Dec; 1 working day → Mon 7 Dec.
    const estimate = estimateDelivery(new Date('2026-11-27T11:00:00Z'), 1, 4);
    expect(estimate).toEqual({
      productionDays: 8,
      shippingWorkingDays: 1,
      deliveryDays: 10,
      productionEndDate: '2026-12-05',
      deliveryDate: '2026-12-07',
    });
  });

  it('addWorkingDays skips Saturday and Sunday', () => {
    expect(addWorkingDays(parseCalendarDate('2026-11-27'), 1)).toEqual(
      parseCalendarDate('2026-11-30'),
    );
    expect(addWorkingDays(parseCalendarDate('2026-11-28'), 1)).toEqual(
      parseCalendarDate('2026-11-30'),
    );
    expect(addWorkingDays(parseCalendarDate('2026-11-28'), 0)).toEqual(
      parseCalendarDate('2026-11-28'),
    );
  });

  it('deliveryDateFor takes the production days as given (a cart of several lines: the slowest)', () => {
    expect(
      deliveryDateFor({
        orderDate: new Date('2026-11-27T11:00:00Z'),
        productionDays: 6,
        shippingTimeDays: 2,
      }).deliveryDate,
    ).toBe('2026-12-07');
  });

  it.each([-1, 1.5])('rejects productionDaysExtra %s', (days) => {
    expect(() => estimateDelivery(new Date('2024-06-03T10:00:00Z'), 1, days)).toThrow(RangeError);
  });

  it.each([-1, 1.5, NaN])('rejects shippingTimeDays %s', (days) => {
    expect(() => estimateDelivery(new Date('2024-06-03T10:00:00Z'), days)).toThrow(RangeError);
  });
});

describe("rule: a line's production days are the order day's weekday days plus the mode's extra", () => {
  it('a Friday order of a mode with 1 extra day: 4 + 1; the same line on Monday: 8 + 1', () => {
    expect(lineProductionDays(new Date('2026-11-27T11:00:00Z'), 1)).toBe(5);
    expect(lineProductionDays(new Date('2026-11-30T11:00:00Z'), 1)).toBe(9);
  });
  it('rejects a negative extra', () => {
    expect(() => lineProductionDays(new Date('2026-11-27T11:00:00Z'), -1)).toThrow(RangeError);
  });
});

describe('one printed form of a delivery date for web, PDF and mail', () => {
  it.each([
    ['de', /^Do\.?, 3\. Dezember 2026$/],
    ['en', /^Thu,? 3 December 2026$/],
    ['fr', /^jeu\.?,? 3 décembre 2026$/],
  ] as const)('%s', (language, expected) => {
    expect(formatDeliveryDate('2026-12-03', language)).toMatch(expected);
  });
  it('rejects a non-date', () => {
    expect(() => formatDeliveryDate('2026-02-30', 'de')).toThrow(RangeError);
  });
});
