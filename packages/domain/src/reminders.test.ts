import { describe, expect, it } from 'vitest';
import {
  checkReminderSettings,
  DEFAULT_REMINDER_SETTINGS as S,
  nextReminderStep,
  openAmountCents,
} from './reminders.js';

const base = { dueDate: '2026-04-01', openCents: 5_000, isPaused: false, sent: {} };

describe('reminders: when an open invoice is reminded (issue 26 item 2)', () => {
  it.each([
    ['2026-04-10', {}, { kind: 'none' }],
    ['2026-04-11', {}, { kind: 'send', level: 1 }],
    ['2026-04-24', { 1: '2026-04-11' }, { kind: 'none' }],
    ['2026-04-25', { 1: '2026-04-11' }, { kind: 'send', level: 2 }],
    // A late reminder 1 keeps the gap of 14 days before reminder 2.
    ['2026-05-01', { 1: '2026-04-30' }, { kind: 'none' }],
    ['2026-05-14', { 1: '2026-04-30' }, { kind: 'send', level: 2 }],
    ['2026-05-08', { 1: '2026-04-11', 2: '2026-04-25' }, { kind: 'none' }],
    [
      '2026-05-09',
      { 1: '2026-04-11', 2: '2026-04-25' },
      { kind: 'exhausted', since: '2026-05-09' },
    ],
  ] as const)('on %s with %j sent: %j', (today, sent, step) => {
    expect(nextReminderStep({ ...base, today, sent }, S)).toEqual(step);
  });

  it('sends nothing while paused or when nothing is open', () => {
    expect(nextReminderStep({ ...base, today: '2026-06-01', isPaused: true }, S).kind).toBe('none');
    expect(nextReminderStep({ ...base, today: '2026-06-01', openCents: 0 }, S).kind).toBe('none');
  });

  it('asks for the total less bank payments and credit notes, never below zero', () => {
    expect(openAmountCents({ totalCents: 10_000, paidCents: 3_000, creditedCents: 1_500 })).toBe(
      5_500,
    );
    expect(openAmountCents({ totalCents: 10_000, paidCents: 9_000, creditedCents: 1_500 })).toBe(0);
  });

  it('refuses settings where reminder 2 does not follow reminder 1', () => {
    expect(checkReminderSettings(S)).toBeNull();
    expect(checkReminderSettings({ ...S, secondAfterDays: 10 })).not.toBeNull();
    expect(checkReminderSettings({ ...S, exhaustedAfterDays: 0 })).not.toBeNull();
  });
});
