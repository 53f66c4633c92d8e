import { describe, expect, it } from 'vitest';
import { estimateDelivery, productionDaysFor } from './production-time.js';

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

describe('rule: delivery date = order day + production days + shippingTimeDays, in calendar days', () => {
  it.each([
    ['Monday in Zurich (Sun 23:30 UTC) + 8 + 2', '2024-06-02T23:30:00Z', 2, 8, 10, '2024-06-13'],
    ['Friday + 4 + 1, across the spring DST change', '2024-03-29T12:00:00Z', 1, 4, 5, '2024-04-03'],
    ['Friday + 4 + 3, across the year end', '2024-12-27T12:00:00Z', 3, 4, 7, '2025-01-03'],
    ['Saturday + 9 + 0', '2024-12-28T12:00:00Z', 0, 9, 9, '2025-01-06'],
    ['Wednesday + 6 + 1 in February of a leap year', '2024-02-21T08:00:00Z', 1, 6, 7, '2024-02-28'],
  ])('%s', (_label, iso, shippingDays, productionDays, deliveryDays, date) => {
    const estimate = estimateDelivery(new Date(iso), shippingDays);
    expect(estimate.productionDays).toBe(productionDays);
    expect(estimate.deliveryDays).toBe(deliveryDays);
    expect(estimate.deliveryDate.toISOString()).toBe(`${date}T00:00:00.000Z`);
  });

  it("adds the print mode's extra production days (Monday 8 + 2 extra + 1 shipping)", () => {
    const estimate = estimateDelivery(new Date('2024-06-03T10:00:00Z'), 1, 2);
    expect(estimate).toEqual({
      productionDays: 10,
      deliveryDays: 11,
      deliveryDate: new Date('2024-06-14T00:00:00.000Z'),
    });
  });

  it.each([-1, 1.5])('rejects productionDaysExtra %s', (days) => {
    expect(() => estimateDelivery(new Date('2024-06-03T10:00:00Z'), 1, days)).toThrow(RangeError);
  });

  it.each([-1, 1.5, NaN])('rejects shippingTimeDays %s', (days) => {
    expect(() => estimateDelivery(new Date('2024-06-03T10:00:00Z'), days)).toThrow(RangeError);
  });
});
