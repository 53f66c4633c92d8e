import { addCalendarDays, SHOP_TIME_ZONE, toZonedCalendarDate } from './calendar.js';

/** The running number of an order number has six digits: 999 999 orders per year. */
export const ORDER_NUMBER_SEQUENCE_MAX = 999_999;
/** Rulings "Checkout and orders": an invoice is due 30 days after the order date. */
export const INVOICE_DUE_DAYS = 30;

const ORDER_NUMBER_PATTERN = /^(\d{4})-(\d{6})$/;

/** The year an order placed at `instant` is numbered in: the Swiss calendar year. */
export function orderNumberYear(instant: Date, timeZone: string = SHOP_TIME_ZONE): number {
  return toZonedCalendarDate(instant, timeZone).year;
}

/**
 * `YYYY-NNNNNN` (rulings "Checkout and orders"): the year and the year's running number,
 * zero-padded. Throws RangeError outside 1..999 999 or for a year without four digits.
 */
export function formatOrderNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`order number year must have four digits, got ${year}`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > ORDER_NUMBER_SEQUENCE_MAX) {
    throw new RangeError(
      `order number sequence must be 1..${ORDER_NUMBER_SEQUENCE_MAX}, got ${sequence}`,
    );
  }
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The parts of a well-formed order number, or null. */
export function parseOrderNumber(value: string): { year: number; sequence: number } | null {
  const match = ORDER_NUMBER_PATTERN.exec(value);
  if (match === null) return null;
  const sequence = Number(match[2]);
  return sequence === 0 ? null : { year: Number(match[1]), sequence };
}

/** Invoice due date as an ISO date (YYYY-MM-DD): the Swiss order day plus INVOICE_DUE_DAYS. */
export function invoiceDueDate(orderDate: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const due = addCalendarDays(toZonedCalendarDate(orderDate, timeZone), INVOICE_DUE_DAYS);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(due.year, 4)}-${pad(due.month, 2)}-${pad(due.day, 2)}`;
}
