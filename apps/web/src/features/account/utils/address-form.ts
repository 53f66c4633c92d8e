import type { Address, AddressInput } from '@print/contracts';

/** The fields of one address in a form: every one a string, as inputs hold them. */
export type AddressFormValues = { [K in keyof Required<AddressInput>]: string };

export const EMPTY_ADDRESS: AddressFormValues = {
  title: '',
  firstname: '',
  lastname: '',
  company: '',
  street: '',
  addressSuffix: '',
  postalCode: '',
  city: '',
  countryId: '',
  vatRegistrationNumber: '',
};

/** A stored address as form values (the server's null shipping address reads as empty). */
export function toAddressForm(address: Address | null | undefined): AddressFormValues {
  const values = { ...EMPTY_ADDRESS };
  if (!address) return values;
  for (const key of Object.keys(EMPTY_ADDRESS) as (keyof AddressFormValues)[]) {
    values[key] = address[key];
  }
  return values;
}
