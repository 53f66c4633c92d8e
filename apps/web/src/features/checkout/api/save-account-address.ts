import type { Address, UpdateUserDetailsRequest } from '@print/contracts';
import { requestJson } from '../../../lib/api-client';

/** The account's address shape (contracts AddressSchema): the checkout's fields without email. */
function toAccountAddress(address: Address): Address {
  return {
    title: address.title,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    addressSuffix: address.addressSuffix,
    postalCode: address.postalCode,
    city: address.city,
    countryId: address.countryId,
    vatRegistrationNumber: address.vatRegistrationNumber,
  };
}

/**
 * PUT /api/auth/user/details (the accounts module, UpdateUserDetailsRequestSchema): stores the
 * checkout's addresses on the signed-in customer's account; `shippingAddress: null` means "same
 * as billing" there too. The business preference is left as it is (omitted). Called only when
 * signed in and the customer asked for it.
 */
export async function saveAccountAddress(addresses: {
  readonly billingAddress: Address;
  readonly shippingAddress: Address | null;
}): Promise<void> {
  const body: UpdateUserDetailsRequest = {
    billingInformation: toAccountAddress(addresses.billingAddress),
    shippingInformation:
      addresses.shippingAddress === null ? null : toAccountAddress(addresses.shippingAddress),
  };
  await requestJson('/auth/user/details', { method: 'PUT', body });
}
