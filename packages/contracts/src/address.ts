import { NAME_MAX_LENGTH } from '@print/domain';
import { z } from 'zod';
import { IdSchema } from './common.js';

/**
 * Free-text address limits (names: NAME_MAX_LENGTH; the others are the shop's choice), one set
 * for every address: account, checkout, order. Postal codes are also checked against the
 * country's pattern on the server.
 */
export const ADDRESS_LIMITS = {
  title: 20,
  firstname: NAME_MAX_LENGTH,
  lastname: NAME_MAX_LENGTH,
  company: 100,
  street: 100,
  addressSuffix: 100,
  postalCode: 16,
  city: 60,
  countryId: 64,
  vatRegistrationNumber: 30,
} as const;

const text = (max: number) => z.string().trim().max(max, 'TOO_LONG');
const optionalText = (max: number) => text(max).default('');
const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

/**
 * The one postal address (spec 2 §3 "Address"): ten text fields, the same on an account, in a
 * checkout, in an order's snapshot and on its documents. As a schema every field may be empty;
 * which ones are required depends on where the address is used (AccountAddressSchema, and the
 * checkout's role rules in CheckoutRequestSchema).
 */
export const AddressSchema = z.object({
  title: optionalText(ADDRESS_LIMITS.title),
  firstname: optionalText(ADDRESS_LIMITS.firstname),
  lastname: optionalText(ADDRESS_LIMITS.lastname),
  company: optionalText(ADDRESS_LIMITS.company),
  street: optionalText(ADDRESS_LIMITS.street),
  addressSuffix: optionalText(ADDRESS_LIMITS.addressSuffix),
  postalCode: optionalText(ADDRESS_LIMITS.postalCode),
  city: optionalText(ADDRESS_LIMITS.city),
  /** A shipping country's _id (GET /api/shipping/countries); only CH is selectable. */
  countryId: optionalText(ADDRESS_LIMITS.countryId),
  vatRegistrationNumber: optionalText(ADDRESS_LIMITS.vatRegistrationNumber),
});
export type Address = z.output<typeof AddressSchema>;
export type AddressInput = z.input<typeof AddressSchema>;

/**
 * An account's address (signup, user details): firstname, lastname, street, postalCode, city and
 * countryId required (spec 2 §5); the postal code is checked against the country's regex on the
 * server.
 */
export const AccountAddressSchema = AddressSchema.extend({
  firstname: requiredText(ADDRESS_LIMITS.firstname),
  lastname: requiredText(ADDRESS_LIMITS.lastname),
  street: requiredText(ADDRESS_LIMITS.street),
  postalCode: requiredText(ADDRESS_LIMITS.postalCode),
  city: requiredText(ADDRESS_LIMITS.city),
  countryId: IdSchema,
});

/**
 * An address with the code and name its country had when the order was placed: what an order
 * stores (orders.billing_address, orders.shipping_address) and its documents print.
 */
export type AddressWithCountry = Address & {
  /** ISO 3166-1 alpha-2, e.g. "CH". */
  readonly countryCode: string;
  /** In the order's language, e.g. "Schweiz". */
  readonly countryName: string;
};

/** The address with its country's code and name, as an order keeps it (fields copied, no email). */
export function withCountry(
  address: Address,
  country: { readonly _id: string; readonly countryCode: string; readonly country: string },
): AddressWithCountry {
  return {
    title: address.title,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    addressSuffix: address.addressSuffix,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    countryId: country._id,
    countryCode: country.countryCode,
    countryName: country.country,
    vatRegistrationNumber: address.vatRegistrationNumber,
  };
}
