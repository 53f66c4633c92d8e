import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  endOfZonedDay,
  parseCalendarDate,
  startOfZonedDay,
  toZonedCalendarDate,
  weekdayOf,
} from './calendar.js';

describe('Zurich calendar days', () => {
  it.each([
    ['2024-06-02T22:00:00Z', { year: 2024, month: 6, day: 3 }],
    ['2024-06-02T21:59:59Z', { year: 2024, month: 6, day: 2 }],
    ['2024-12-31T23:00:00Z', { year: 2025, month: 1, day: 1 }],
  ])('%s is %j in Zurich', (iso, date) => {
    expect(toZonedCalendarDate(new Date(iso))).toEqual(date);
  });

  it.each([
    ['2024-01-15', '2024-01-14T23:00:00.000Z', '2024-01-15T22:59:59.999Z'],
    ['2024-06-30', '2024-06-29T22:00:00.000Z', '2024-06-30T21:59:59.999Z'],
    [
      '2024-03-31 (23-hour day, DST starts)',
      '2024-03-30T23:00:00.000Z',
      '2024-03-31T21:59:59.999Z',
    ],
    ['2024-10-27 (25-hour day, DST ends)', '2024-10-26T22:00:00.000Z', '2024-10-27T22:59:59.999Z'],
  ])('day %s runs from %s to %s', (label, start, end) => {
    const date = parseCalendarDate(label.slice(0, 10));
    expect(startOfZonedDay(date).toISOString()).toBe(start);
    expect(endOfZonedDay(date).toISOString()).toBe(end);
  });

  it('adds calendar days across months and years and knows weekdays', () => {
    expect(addCalendarDays({ year: 2024, month: 12, day: 30 }, 3)).toEqual({
      year: 2025,
      month: 1,
      day: 2,
    });
    expect(weekdayOf({ year: 2024, month: 6, day: 2 })).toBe(0);
    expect(weekdayOf({ year: 2024, month: 6, day: 8 })).toBe(6);
  });

  it.each(['2023-02-29', '2024-2-3', '2024-13-01', 'tomorrow', ''])(
    'rejects %j as a date',
    (text) => {
      expect(() => parseCalendarDate(text)).toThrow(RangeError);
    },
  );

  it('accepts a leap day and rejects an invalid instant', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => toZonedCalendarDate(new Date(NaN))).toThrow(RangeError);
  });

  it.each([
    // Zurich around its 2026 switches (02:00 → 03:00 on 29 March, 03:00 → 02:00 on 25 October).
    ['Europe/Zurich', '2026-03-28T22:30:00Z', '2026-03-29T02:30:00Z'],
    ['Europe/Zurich', '2026-10-24T21:30:00Z', '2026-10-25T02:30:00Z'],
    // A zone with a 45-minute offset, and one whose daylight saving moves it by 30 minutes.
    ['Asia/Kathmandu', '2026-06-01T17:45:00Z', '2026-06-01T18:45:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T12:00:00Z', '2026-04-04T16:00:00Z'],
  ])('in %s, every minute from %s to %s has the date Intl gives it', (timeZone, from, to) => {
    const reference = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const mismatches: string[] = [];
    for (let t = Date.parse(from); t <= Date.parse(to); t += 60_000) {
      for (const instant of [new Date(t), new Date(t + 59_999)]) {
        const { year, month, day } = toZonedCalendarDate(instant, timeZone);
        const ours = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        if (ours !== reference.format(instant)) mismatches.push(instant.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('knows the day of instants long ago and far ahead', () => {
    expect(toZonedCalendarDate(new Date('0050-06-01T12:00:00Z'))).toEqual({
      year: 50,
      month: 6,
      day: 1,
    });
    expect(toZonedCalendarDate(new Date('2200-12-31T23:30:00Z'))).toEqual({
      year: 2201,
      month: 1,
      day: 1,
    });
  });
});
