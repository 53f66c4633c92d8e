import {
  addCalendarDays,
  calendarDateToUtcMidnight,
  SHOP_TIME_ZONE,
  toZonedCalendarDate,
  weekdayOf,
} from './calendar.js';

/** Production days by weekday of the order day, Sunday first (DECISIONS.md "Order totals"). */
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

/**
 * deliveryDays = productionDays + shippingTimeDays, counted in calendar days (the weekday table
 * already absorbs weekends, and the shipping data is given in plain days).
 * deliveryDate is a date without time: midnight UTC of the Zurich calendar date
 * orderDay + deliveryDays (read it with toISOString().slice(0, 10)).
 * Throws RangeError on an invalid Date or shippingTimeDays that is not an integer ≥ 0.
 */
export function estimateDelivery(
  orderDate: Date,
  shippingTimeDays: number,
): { productionDays: number; deliveryDays: number; deliveryDate: Date } {
  if (!Number.isSafeInteger(shippingTimeDays) || shippingTimeDays < 0) {
    throw new RangeError(`shippingTimeDays must be an integer ≥ 0, got ${shippingTimeDays}`);
  }
  const orderDay = toZonedCalendarDate(orderDate, SHOP_TIME_ZONE);
  const productionDays = productionDaysFor(orderDate, SHOP_TIME_ZONE);
  const deliveryDays = productionDays + shippingTimeDays;
  return {
    productionDays,
    deliveryDays,
    deliveryDate: calendarDateToUtcMidnight(addCalendarDays(orderDay, deliveryDays)),
  };
}
