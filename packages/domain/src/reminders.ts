import { addCalendarDays, formatCalendarDate, parseCalendarDate } from './calendar.js';

/**
 * Payment reminders of overdue invoices (issue 26 item 2). Days are Swiss calendar days
 * (YYYY-MM-DD); the settings come from REMINDER_* in the configuration.
 */
export interface ReminderSettings {
  /** Reminder 1 goes out this many days after the due date. */
  readonly firstAfterDays: number;
  /** Reminder 2 this many days after the due date (and never sooner than the gap after 1). */
  readonly secondAfterDays: number;
  /** The order lands on the staff list this many days after reminder 2. */
  readonly exhaustedAfterDays: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  firstAfterDays: 10,
  secondAfterDays: 24,
  exhaustedAfterDays: 14,
};

export type ReminderLevel = 1 | 2;

/** What the reminder run does with one open invoice today. */
export type ReminderStep =
  | { readonly kind: 'send'; readonly level: ReminderLevel }
  | { readonly kind: 'exhausted'; readonly since: string }
  | { readonly kind: 'none' };

/** Settings are whole days, 1 ≤ first < second, exhausted ≥ 1: else a broken configuration. */
export function checkReminderSettings(settings: ReminderSettings): string | null {
  const { firstAfterDays: first, secondAfterDays: second, exhaustedAfterDays: last } = settings;
  if (![first, second, last].every((n) => Number.isSafeInteger(n) && n >= 1))
    return 'reminder days must be whole numbers of at least 1';
  if (second <= first) return 'reminder 2 must come after reminder 1';
  return null;
}

const plusDays = (day: string, days: number) =>
  formatCalendarDate(addCalendarDays(parseCalendarDate(day), days));

/**
 * The open amount of an invoice (what a reminder asks for, what the desk shows), in cents: the
 * invoice total minus the bank payments
 * recorded for it minus the credit notes' gross; never below zero.
 */
export function openAmountCents(input: {
  readonly totalCents: number;
  readonly paidCents: number;
  readonly creditedCents: number;
}): number {
  const open = input.totalCents - input.paidCents - input.creditedCents;
  if (!Number.isSafeInteger(open)) throw new RangeError('amounts must be safe integers of cents');
  return Math.max(0, open);
}

/**
 * The next step for an invoice still open on `today`: reminder 1 from due + first days; reminder
 * 2 from due + second days, and at least (second − first) days after reminder 1 went out (a late
 * first reminder is not followed by the second the next day); exhausted from reminder 2's day +
 * exhausted days. Nothing while paused or when nothing is open. `sent` are the days reminders
 * went out, by level.
 */
export function nextReminderStep(
  input: {
    readonly dueDate: string;
    readonly today: string;
    readonly openCents: number;
    readonly isPaused: boolean;
    readonly sent: Readonly<Partial<Record<ReminderLevel, string>>>;
  },
  settings: ReminderSettings,
): ReminderStep {
  const { today, sent } = input;
  if (input.openCents <= 0) return { kind: 'none' };
  const second = sent[2];
  if (second !== undefined) {
    const since = plusDays(second, settings.exhaustedAfterDays);
    return today >= since ? { kind: 'exhausted', since } : { kind: 'none' };
  }
  if (input.isPaused) return { kind: 'none' };
  const first = sent[1];
  if (first === undefined)
    return today >= plusDays(input.dueDate, settings.firstAfterDays)
      ? { kind: 'send', level: 1 }
      : { kind: 'none' };
  const isDue =
    today >= plusDays(input.dueDate, settings.secondAfterDays) &&
    today >= plusDays(first, settings.secondAfterDays - settings.firstAfterDays);
  return isDue ? { kind: 'send', level: 2 } : { kind: 'none' };
}
