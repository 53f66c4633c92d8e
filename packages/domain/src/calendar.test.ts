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
});
