/** The shop's time zone: order days, production days and voucher days are Swiss days. */
export const SHOP_TIME_ZONE = 'Europe/Zurich';

const MS_PER_DAY = 86_400_000;

/** A calendar date without time, e.g. { year: 2024, month: 6, day: 3 } (month 1..12). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function getPartsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export function assertValidDate(date: Date, label = 'date'): void {
  if (Number.isNaN(date.getTime())) throw new RangeError(`${label} is an invalid Date`);
}

function readZonedParts(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of getPartsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** The calendar date of an instant as seen in timeZone. */
export function toZonedCalendarDate(instant: Date, timeZone = SHOP_TIME_ZONE): CalendarDate {
  assertValidDate(instant);
  const offsetMs = quarterHourOffsetMs(instant.getTime(), timeZone);
  if (offsetMs !== null) {
    const local = new Date(instant.getTime() + offsetMs);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
    };
  }
  const parts = readZonedParts(instant, timeZone);
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
}

const QUARTER_HOUR_MS = 900_000;

/** Per zone, the offset found for the last quarter hour asked about (null: it changes within). */
const quarterOffsets = new Map<
  string,
  { readonly quarter: number; readonly offsetMs: number | null }
>();

/**
 * The zone's offset from UTC throughout the quarter hour (of UTC) holding the instant, or null
 * when it is not the same at the quarter's first and last second. Zones change their offset on a
 * quarter hour at the finest, so two formatter calls serve every instant of a quarter hour:
 * formatToParts costs tens of microseconds, and every order asks for its day more than once.
 */
function quarterHourOffsetMs(instantMs: number, timeZone: string): number | null {
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS);
  const cached = quarterOffsets.get(timeZone);
  if (cached !== undefined && cached.quarter === quarter) return cached.offsetMs;
  const start = quarter * QUARTER_HOUR_MS;
  const atStart = offsetMsAt(start, timeZone);
  const atEnd = offsetMsAt(start + QUARTER_HOUR_MS - 1, timeZone);
  // Years before 100 fall apart in Date.UTC (they mean 19xx): such an "offset" is not used.
  const offsetMs = atStart === atEnd && Math.abs(atStart) < MS_PER_DAY ? atStart : null;
  quarterOffsets.set(timeZone, { quarter, offsetMs });
  return offsetMs;
}

/** Adds calendar days (DST-proof: pure date arithmetic, no clock time involved). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * MS_PER_DAY);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** Date-only values travel as midnight UTC of that date (toISOString().slice(0, 10) is the date). */
export function calendarDateToUtcMidnight(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function offsetMsAt(instantMs: number, timeZone: string): number {
  const p = readZonedParts(new Date(instantMs), timeZone);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The first instant of a calendar day in timeZone (00:00 local; DST changes happen at night, not at midnight, in Zurich). */
export function startOfZonedDay(date: CalendarDate, timeZone = SHOP_TIME_ZONE): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  const first = guess - offsetMsAt(guess, timeZone);
  return new Date(guess - offsetMsAt(first, timeZone));
}

/** The last millisecond of a calendar day in timeZone: use it for a date-only voucher toDate. */
export function endOfZonedDay(date: CalendarDate, timeZone = SHOP_TIME_ZONE): Date {
  return new Date(startOfZonedDay(addCalendarDays(date, 1), timeZone).getTime() - 1);
}

/** Parses "YYYY-MM-DD" strictly; throws RangeError on anything else or an impossible date. */
export function parseCalendarDate(isoDate: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match === null) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = addCalendarDays(date, 0);
  if (check.year !== date.year || check.month !== date.month || check.day !== date.day) {
    throw new RangeError(`Impossible date: ${isoDate}`);
  }
  return date;
}

/** { year: 2026, month: 11, day: 27 } → "2026-11-27". */
export function formatCalendarDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}
