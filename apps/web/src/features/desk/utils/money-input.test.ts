// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { centsToInput, parseChfToCents } from './money-input';

describe('parseChfToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12,05', 1205],
    ['19.99', 1999],
    ['0.10', 10],
    ["1'234.50", 123_450],
    ['1 234.50', 123_450],
    ['CHF 8.12', 812],
    ['12.–', 1200],
    ['  7 ', 700],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseChfToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '12.', '.5', '1,2,3', '12e2'])('refuses %j', (text) => {
    expect(parseChfToCents(text)).toBeNull();
  });

  it('writes cents back as text it reads again', () => {
    for (const cents of [0, 5, 99, 100, 1999, 123_450]) {
      expect(parseChfToCents(centsToInput(cents))).toBe(cents);
    }
    expect(centsToInput(1250)).toBe('12.50');
  });
});
