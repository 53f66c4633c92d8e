import { addCalendarDays, parseCalendarDate, SHOP_TIME_ZONE, startOfZonedDay } from './calendar.js';
import { err, ok, type Result } from './result.js';

/** An accounting export covers at most this many days (a business year and a leap day). */
export const ACCOUNTING_PERIOD_MAX_DAYS = 366;

/** A period of whole Swiss days as instants: [start, end). */
export interface AccountingPeriod {
  readonly from: string;
  readonly to: string;
  readonly startsAt: Date;
  readonly endsBefore: Date;
}

/**
 * `from`..`to` (YYYY-MM-DD, both included, days in Europe/Zurich) as the instants a document's
 * time is compared with. Refused with ACCOUNTING_PERIOD_INVALID: a malformed or impossible date,
 * `to` before `from`, or more than {@link ACCOUNTING_PERIOD_MAX_DAYS} days.
 */
export function accountingPeriodOf(
  from: string,
  to: string,
  timeZone: string = SHOP_TIME_ZONE,
): Result<AccountingPeriod, 'ACCOUNTING_PERIOD_INVALID'> {
  let first;
  let last;
  try {
    first = parseCalendarDate(from);
    last = parseCalendarDate(to);
  } catch {
    return err('ACCOUNTING_PERIOD_INVALID', 'Dates are written YYYY-MM-DD', { from, to });
  }
  const startsAt = startOfZonedDay(first, timeZone);
  const endsBefore = startOfZonedDay(addCalendarDays(last, 1), timeZone);
  const days = Math.round((endsBefore.getTime() - startsAt.getTime()) / 86_400_000);
  if (days < 1 || days > ACCOUNTING_PERIOD_MAX_DAYS) {
    return err(
      'ACCOUNTING_PERIOD_INVALID',
      `The period must run forwards and cover at most ${ACCOUNTING_PERIOD_MAX_DAYS} days`,
      { from, to },
    );
  }
  return ok({ from, to, startsAt, endsBefore });
}
