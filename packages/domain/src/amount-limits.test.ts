import { describe, expect, it } from 'vitest';
import { INT4_MAX, isOrderableNetCents, MAX_ORDER_NET_CENTS } from './amount-limits.js';
import { QUANTITY_MAX } from './upload-rules.js';

describe('amount limits (issue 23 item 11: a cart over CHF 21 M overflowed an integer column)', () => {
  it('keeps the worst gross total inside PostgreSQL integer: 100 % tax, surcharge and shipping', () => {
    const worstTax = MAX_ORDER_NET_CENTS; // a tax rate of 10,000 bp
    const shippingAndSurcharge = 100_000_000; // CHF 1 M: far above any catalogue price
    expect(MAX_ORDER_NET_CENTS + worstTax + shippingAndSurcharge).toBeLessThanOrEqual(INT4_MAX);
  });

  it('allows the limit itself and refuses a cent more, and what is not a safe integer', () => {
    expect(isOrderableNetCents(MAX_ORDER_NET_CENTS)).toBe(true);
    expect(isOrderableNetCents(MAX_ORDER_NET_CENTS + 1)).toBe(false);
    expect(isOrderableNetCents(Number.MAX_SAFE_INTEGER + 2)).toBe(false);
    // 10,000 parts at CHF 1,000 each is still orderable; at CHF 2,500 it is not.
    expect(isOrderableNetCents(QUANTITY_MAX * 100_000)).toBe(true);
    expect(isOrderableNetCents(QUANTITY_MAX * 250_000)).toBe(false);
  });
});
