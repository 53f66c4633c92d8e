/** PayPal amounts are decimal strings with two places (CHF); the shop counts integer cents. */
export function formatPayPalAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`A PayPal amount must be non-negative integer cents, got ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12.34" → 1234; null for anything that is not a non-negative amount with ≤ 2 decimals. */
export function parsePayPalAmount(value: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (match === null) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
