import {
  addCalendarDays,
  calendarDateToUtcMidnight,
  formatCalendarDate,
  parseCalendarDate,
  SHOP_TIME_ZONE,
  toZonedCalendarDate,
  weekdayOf,
  type CalendarDate,
} from './calendar.js';

/** Production days by weekday of the order day, Sunday first (docs/decisions/0007-shop-rulings.md "Order totals"). */
export const PRODUCTION_DAYS_BY_WEEKDAY: readonly number[] = [9, 8, 7, 6, 5, 4, 9];

/**
 * Production days for an order placed at orderDate: the weekday is that of the order day in
 * timeZone (default Europe/Zurich): Sun 9, Mon 8, Tue 7, Wed 6, Thu 5, Fri 4, Sat 9.
 * These are calendar days: the table ends every production on the following Tuesday.
 * Throws RangeError on an invalid Date.
 */
export function productionDaysFor(orderDate: Date, timeZone: string = SHOP_TIME_ZONE): number {
  const weekday = weekdayOf(toZonedCalendarDate(orderDate, timeZone));
  return PRODUCTION_DAYS_BY_WEEKDAY[weekday] ?? 9;
}

/**
 * Production days of a line ordered at orderDate: the weekday's days plus the print mode's
 * productionDaysExtra. A cart priced on another day gets today's figure, never the stored one.
 */
export function lineProductionDays(orderDate: Date, productionDaysExtra: number): number {
  assertDayCount(productionDaysExtra, 'productionDaysExtra');
  return productionDaysFor(orderDate) + productionDaysExtra;
}

function assertDayCount(days: number, label: string): void {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`${label} must be an integer ≥ 0, got ${days}`);
  }
}

function isWorkingDay(date: CalendarDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6;
}

/** Adds working days (Monday to Friday): from a Friday, 1 working day is the Monday. */
export function addWorkingDays(date: CalendarDate, days: number): CalendarDate {
  assertDayCount(days, 'working days');
  let current = date;
  let left = days;
  while (left > 0) {
    current = addCalendarDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

export interface DeliveryEstimate {
  /** Calendar days of production (weekday table + the mode's extra days). */
  readonly productionDays: number;
  /** Working days of shipping (the method's shippingTimeDays). */
  readonly shippingWorkingDays: number;
  /** Calendar days from the order day to the delivery day. */
  readonly deliveryDays: number;
  /** YYYY-MM-DD, the Zurich calendar date production ends. */
  readonly productionEndDate: string;
  /** YYYY-MM-DD, the Zurich calendar date of delivery. */
  readonly deliveryDate: string;
}

const MS_PER_DAY = 86_400_000;

/**
 * THE delivery date (docs/decisions "Delivery date"), for the configurator, the cart, the
 * review, the PDF and the mail alike: the order day is the Zurich calendar date of orderDate;
 * production ends productionDays calendar days later; delivery is shippingTimeDays working days
 * (Monday to Friday) after that. Fri 27 Nov 2026 + 4 days = Tue 1 Dec, + 2 working days = Thu 3 Dec.
 * Throws RangeError on an invalid Date or day counts that are not integers ≥ 0.
 */
export function deliveryDateFor(input: {
  readonly orderDate: Date;
  readonly productionDays: number;
  readonly shippingTimeDays: number;
}): DeliveryEstimate {
  assertDayCount(input.productionDays, 'productionDays');
  assertDayCount(input.shippingTimeDays, 'shippingTimeDays');
  const orderDay = toZonedCalendarDate(input.orderDate, SHOP_TIME_ZONE);
  const productionEnd = addCalendarDays(orderDay, input.productionDays);
  const delivery = addWorkingDays(productionEnd, input.shippingTimeDays);
  return {
    productionDays: input.productionDays,
    shippingWorkingDays: input.shippingTimeDays,
    deliveryDays: Math.round(
      (calendarDateToUtcMidnight(delivery).getTime() -
        calendarDateToUtcMidnight(orderDay).getTime()) /
        MS_PER_DAY,
    ),
    productionEndDate: formatCalendarDate(productionEnd),
    deliveryDate: formatCalendarDate(delivery),
  };
}

/**
 * The estimate of an order placed at orderDate: the weekday's production days plus the print
 * mode's productionDaysExtra (default 0), then deliveryDateFor.
 */
export function estimateDelivery(
  orderDate: Date,
  shippingTimeDays: number,
  productionDaysExtra = 0,
): DeliveryEstimate {
  assertDayCount(productionDaysExtra, 'productionDaysExtra');
  return deliveryDateFor({
    orderDate,
    productionDays: productionDaysFor(orderDate, SHOP_TIME_ZONE) + productionDaysExtra,
    shippingTimeDays,
  });
}

const DATE_LOCALES: Readonly<Record<'de' | 'en' | 'fr', string>> = {
  de: 'de-CH',
  en: 'en-GB',
  fr: 'fr-CH',
};
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A delivery date (YYYY-MM-DD) as every page, PDF and mail prints it, e.g. "Do., 3. Dezember
 * 2026" / "Thu, 3 December 2026" / "jeu. 3 décembre 2026": one formatter, so the web and the
 * documents cannot disagree. Throws RangeError on anything but a real YYYY-MM-DD date.
 */
export function formatDeliveryDate(isoDate: string, language: 'de' | 'en' | 'fr'): string {
  const date = parseCalendarDate(isoDate);
  let formatter = dateFormatters.get(language);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormatters.set(language, formatter);
  }
  return formatter.format(calendarDateToUtcMidnight(date));
}
