import {
  addCalendarDays,
  calendarDateToUtcMidnight,
  SHOP_TIME_ZONE,
  toZonedCalendarDate,
  weekdayOf,
} from './calendar.js';

/** Production days by weekday of the order day, Sunday first (docs/decisions/0007-shop-rulings.md "Order totals"). */
export const PRODUCTION_DAYS_BY_WEEKDAY: readonly number[] = [9, 8, 7, 6, 5, 4, 9];

/**
 * Production days for an order placed at orderDate: the weekday is that of the order day in
 * timeZone (default Europe/Zurich): Sun 9, Mon 8, Tue 7, Wed 6, Thu 5, Fri 4, Sat 9.
 * Throws RangeError on an invalid Date.
 */
export function productionDaysFor(orderDate: Date, timeZone: string = SHOP_TIME_ZONE): number {
  const weekday = weekdayOf(toZonedCalendarDate(orderDate, timeZone));
  return PRODUCTION_DAYS_BY_WEEKDAY[weekday] ?? 9;
}

function assertDayCount(days: number, label: string): void {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`${label} must be an integer ≥ 0, got ${days}`);
  }
}

/**
 * deliveryDays = productionDays + shippingTimeDays, counted in calendar days (the weekday table
 * already absorbs weekends, and the shipping data is given in plain days).
 * deliveryDate is a date without time: midnight UTC of the Zurich calendar date
 * orderDay + deliveryDays (read it with toISOString().slice(0, 10)).
 * productionDaysExtra (a print mode's ModePriceRates.productionDaysExtra, default 0) is added to
 * the weekday's production days.
 * Throws RangeError on an invalid Date, or day counts that are not integers ≥ 0.
 */
export function estimateDelivery(
  orderDate: Date,
  shippingTimeDays: number,
  productionDaysExtra = 0,
): { productionDays: number; deliveryDays: number; deliveryDate: Date } {
  assertDayCount(shippingTimeDays, 'shippingTimeDays');
  assertDayCount(productionDaysExtra, 'productionDaysExtra');
  const orderDay = toZonedCalendarDate(orderDate, SHOP_TIME_ZONE);
  const productionDays = productionDaysFor(orderDate, SHOP_TIME_ZONE) + productionDaysExtra;
  const deliveryDays = productionDays + shippingTimeDays;
  return {
    productionDays,
    deliveryDays,
    deliveryDate: calendarDateToUtcMidnight(addCalendarDays(orderDay, deliveryDays)),
  };
}
