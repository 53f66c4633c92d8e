import type { ShippingCountry } from '@print/contracts';
import type { AddressFormValues } from '../../../components/address-form-values';

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
