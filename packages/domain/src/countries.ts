/**
 * Only CH is selectable in address forms (spec 2 §5); other shipping countries keep their data
 * so that opening them is a configuration change (docs/decisions/0007-shop-rulings.md "Countries").
 */
export const SELECTABLE_COUNTRY_CODES: readonly string[] = ['CH'];

export function isSelectableCountry(countryCode: string): boolean {
  return SELECTABLE_COUNTRY_CODES.includes(countryCode.trim().toUpperCase());
}

/**
 * Spec 2 §6: a business customer is one whose preference says so (when set) or whose logged-in
 * account has a verified company.
 */
export function resolveIsBusinessCustomer(input: {
  readonly preference: { readonly value: boolean; readonly isSet: boolean } | null;
  readonly hasVerifiedCompany: boolean;
}): boolean {
  return (input.preference?.isSet === true && input.preference.value) || input.hasVerifiedCompany;
}

/** Spec 2 §5: a VAT number is needed for a business customer in an EU country other than DE. */
export function requiresVatNumber(input: {
  readonly isBusinessCustomer: boolean;
  readonly country: { readonly countryCode: string; readonly isEU: boolean } | null;
}): boolean {
  const { isBusinessCustomer, country } = input;
  return (
    isBusinessCustomer &&
    country !== null &&
    country.isEU &&
    country.countryCode.trim().toUpperCase() !== 'DE'
  );
}
