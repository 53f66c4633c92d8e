import type { Address, AddressInput, ShippingCountry } from '@print/contracts';

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

/**
 * Spec 2 §5: the postal code must match the chosen country's pattern (the server checks it too).
 * Returns [form path, code] pairs for the resolvers; an empty code is the schema's REQUIRED.
 */
export function postalCodeIssues(
  address: AddressFormValues,
  countries: readonly Pick<ShippingCountry, '_id' | 'postalCodeRegex'>[],
  prefix: string,
): Array<readonly [string, string]> {
  const country = countries.find((candidate) => candidate._id === address.countryId);
  const postalCode = address.postalCode.trim();
  if (!country || postalCode === '') return [];
  return new RegExp(country.postalCodeRegex).test(postalCode)
    ? []
    : [[`${prefix}.postalCode`, 'POSTAL_CODE_INVALID']];
}
