import { describe, expect, it } from 'vitest';
import { selectDeliveryAddress } from './delivery-address.js';

describe('rule: the delivery address is the shipping address when it differs, else the billing address', () => {
  it.each([
    ['equal, no shipping address', true, undefined, 'billing'],
    ['equal, a shipping address sent along is ignored', true, 'shipping', 'billing'],
    ['differs, shipping address given', false, 'shipping', 'shipping'],
    ['differs, but no shipping address (null)', false, null, 'billing'],
    ['differs, but no shipping address (absent)', false, undefined, 'billing'],
  ] as const)('%s → %s', (_label, isBillingAndShippingEqual, shippingAddress, expected) => {
    expect(
      selectDeliveryAddress({
        isBillingAndShippingEqual,
        billingAddress: 'billing',
        shippingAddress,
      }),
    ).toBe(expected);
  });
});
