/**
 * CHF amounts typed by staff, as integer cents: the text is read digit by digit (never through a
 * float), so "19.99" is exactly 1999. Accepts `12`, `12.5`, `12.50`, `12,50`, `1'234.50`,
 * `1 234.50`, `CHF 12.50` and `12.–`; refuses negatives, more than two decimals and anything else.
 */
export function parseChfToCents(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^CHF\s*/i, '')
    .replace(/[.,][-–—]$/, '')
    .replace(/['’\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (match === null) return null;
  const francs = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (francs.length > 9) return null;
  return Number.parseInt(francs, 10) * 100 + Number.parseInt(fraction, 10);
}

/** Integer cents as the input's text (`1234.50`, no grouping: what parseChfToCents reads back). */
export function centsToInput(cents: number): string {
  const francs = Math.trunc(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${francs}.${rest}`;
}
