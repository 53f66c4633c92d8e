import type { DeskLanguage } from './desk-language';

/** The address lines in order; the country is named separately (countryLine). */
const ADDRESS_LINES: readonly (readonly string[])[] = [
  ['company'],
  ['title', 'firstname', 'lastname'],
  ['street'],
  ['addressSuffix'],
  ['postalCode', 'city'],
];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The country of a stored address in the desk's language: from its ISO code (an order's
 * `countryCode`, an account's `countryId` such as "ch") by Intl.DisplayNames, else the stored
 * `countryName`; null when the address names none.
 */
export function countryLine(
  address: Readonly<Record<string, unknown>>,
  language: DeskLanguage,
): string | null {
  const code = (text(address.countryCode) || text(address.countryId)).toUpperCase();
  if (/^[A-Z]{2}$/.test(code)) {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
    if (name !== undefined) return name;
  }
  return text(address.countryName) || code || null;
}

/** The lines the desk prints for a stored address (empty parts left out). */
export function addressLines(
  address: Readonly<Record<string, unknown>>,
  language: DeskLanguage,
): string[] {
  const lines = ADDRESS_LINES.map((keys) =>
    keys
      .map((key) => text(address[key]))
      .filter((value) => value !== '')
      .join(' '),
  );
  const country = countryLine(address, language);
  const vat = text(address.vatRegistrationNumber);
  return [...lines, country ?? '', vat].filter((line) => line !== '');
}
