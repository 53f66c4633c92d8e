/**
 * CSV of the accounting export, with the desk's rules (backoffice/csv.ts, which this module
 * cannot import: the desk is built after it): `;` between cells, CRLF, a UTF-8 byte-order mark,
 * RFC 4180 quoting, and a text cell starting with = + - @ (or a tab / CR) gets a leading
 * apostrophe so a spreadsheet never runs it as a formula (OWASP "CSV injection").
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

/** Cents as decimal francs, "1234.50" / "-8.12": digits, a sign and one point, never a formula. */
export function csvChf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.join(CSV_SEPARATOR)}\r\n`;
}
