/**
 * CSV for the desk's exports: `;` between cells (what Excel expects in de-CH/de-DE; amounts use
 * a decimal point, as Swiss locales write them), CRLF line ends, a UTF-8 byte-order mark so Excel
 * reads umlauts, RFC 4180 quoting. A text cell starting with = + - @ (or a tab / CR) is a formula
 * to a spreadsheet: it gets a leading apostrophe (OWASP "CSV injection").
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: formula-safe and quoted where needed. */
export function csvText(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[";\r\n,]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as decimal francs, "1234.50" (never a formula: digits and one point). */
export function csvChf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.join(CSV_SEPARATOR)}\r\n`;
}
