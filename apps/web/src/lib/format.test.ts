// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatDimensions,
  formatFileSize,
  formatMillimetres,
  formatMoney,
  formatMoneyOrEmpty,
  formatNumber,
  formatTaxRate,
} from './format';

// Intl separates some groups with no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money: one format in every language (DECISIONS "One money format everywhere")', () => {
  it.each([
    [123_450, "CHF 1'234.50"],
    [5, 'CHF 0.05'],
    [-2_000, '– CHF 20.00'],
    [-812, '– CHF 8.12'],
    [100_000_000, "CHF 1'000'000.00"],
  ])('%i cents → %s', (cents, expected) => {
    expect(plain(formatMoney(cents))).toBe(expected);
  });

  it('shows zero, null and undefined as CHF 0.00, the format of every other amount', () => {
    expect(plain(formatMoney(0))).toBe('CHF 0.00');
    expect(plain(formatMoney(null))).toBe('CHF 0.00');
    expect(plain(formatMoney(undefined))).toBe('CHF 0.00');
  });

  it('shows a missing price as an empty text', () => {
    expect(formatMoneyOrEmpty(null)).toBe('');
    expect(plain(formatMoneyOrEmpty(990))).toBe('CHF 9.90');
  });
});

describe('numbers: one format per language', () => {
  it.each([
    ['de', '1.234,57'],
    ['en', '1,234.57'],
    ['fr', '1 234,57'],
  ] as const)('%s writes 1234.567 as %s', (language, expected) => {
    expect(plain(formatNumber(1234.567, language))).toBe(expected);
  });

  it.each([
    ['de', '0,5'],
    ['en', '0.5'],
    ['fr', '0,5'],
  ] as const)('%s drops trailing zeros: 0.50 → %s', (language, expected) => {
    expect(formatNumber(0.5, language)).toBe(expected);
  });

  it('rounds to the asked number of decimals', () => {
    expect(formatNumber(2.345_678, 'de', 0)).toBe('2');
    expect(formatNumber(0.123_456, 'en', 3)).toBe('0.123');
  });

  it.each([
    ['de', '8,1'],
    ['en', '8.1'],
    ['fr', '8,1'],
  ] as const)('%s tax rate 810 bp → %s', (language, expected) => {
    expect(formatTaxRate(810, language)).toBe(expected);
  });

  it.each([
    ['de', '10 × 20,5 × 30,25'],
    ['en', '10 × 20.5 × 30.25'],
    ['fr', '10 × 20,5 × 30,25'],
  ] as const)('%s dimensions → %s', (language, expected) => {
    expect(formatDimensions({ x: 10, y: 20.5, z: 30.254 }, language)).toBe(expected);
  });

  it('keeps three decimals for parts below a millimetre', () => {
    expect(formatDimensions({ x: 0.05, y: 0.03, z: 0.025 }, 'de')).toBe('0,05 × 0,03 × 0,025');
  });

  it.each([
    ['de', '0,8 mm', '2,5 MB', '250 kB'],
    ['en', '0.8 mm', '2.5 MB', '250 kB'],
    ['fr', '0,8 mm', '2,5 Mo', '250 ko'],
  ] as const)('%s units: %s, %s, %s', (language, mm, mb, kb) => {
    expect(plain(formatMillimetres(0.8, language))).toBe(mm);
    expect(plain(formatFileSize(2_500_000, language))).toBe(mb);
    expect(plain(formatFileSize(250_000, language))).toBe(kb);
  });

  it('never shows a small file as 0', () => {
    expect(formatFileSize(13, 'en')).toBe('0.1 kB');
  });
});
