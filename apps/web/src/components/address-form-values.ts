import type { AddressInput } from '@print/contracts';

/** One address of the contracts (spec 2 §3) as a form holds it: every field a string. */
export type AddressFormValues = { [K in keyof Required<AddressInput>]: string };

const ADDRESS_FORM_FIELDS = [
  'title',
  'firstname',
  'lastname',
  'company',
  'street',
  'addressSuffix',
  'postalCode',
  'city',
  'countryId',
  'vatRegistrationNumber',
] as const satisfies readonly (keyof AddressFormValues)[];

export function emptyAddress(countryId = ''): AddressFormValues {
  return {
    title: '',
    firstname: '',
    lastname: '',
    company: '',
    street: '',
    addressSuffix: '',
    postalCode: '',
    city: '',
    countryId,
    vatRegistrationNumber: '',
  };
}

/**
 * The form's fields of an address that has them (the account's, an order's billing or shipping
 * address); anything else it carries (e-mail, country name) is left out, and none reads as empty.
 */
export function toAddressFormValues(
  address: Readonly<AddressFormValues> | null | undefined,
): AddressFormValues {
  const values = emptyAddress();
  if (!address) return values;
  for (const field of ADDRESS_FORM_FIELDS) values[field] = address[field];
  return values;
}
