/**
 * A PayPal amount (a decimal string, CHF) as integer cents: "12.34" → 1234; null for anything
 * that is not a non-negative amount with ≤ 2 decimals. Ours are written by packages/domain
 * formatPaymentAmount.
 */
export function parsePayPalAmount(value: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (match === null) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
