import type { CheckoutAddress } from '@print/contracts';
import { requestJson } from '../../../lib/api-client';

/**
 * PUT /api/auth/user/details (the accounts module): stores the checkout's addresses on the
 * signed-in customer's account. Called only when signed in and the customer asked for it.
 */
export async function saveAccountAddress(addresses: {
  readonly billingAddress: CheckoutAddress;
  readonly shippingAddress: CheckoutAddress;
}): Promise<void> {
  await requestJson('/auth/user/details', {
    method: 'PUT',
    body: {
      billingInformation: addresses.billingAddress,
      shippingInformation: addresses.shippingAddress,
    },
  });
}
