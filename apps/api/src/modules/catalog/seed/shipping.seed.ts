import type { shippingCountries, shippingMethods } from '../catalog.tables.js';

type CountryRow = typeof shippingCountries.$inferInsert;
type MethodRow = typeof shippingMethods.$inferInsert;

/**
 * Shipping countries. Only CH is selectable for now (rulings "Countries"); the others carry
 * full data so opening them is a configuration change. Tax rates: CH 8.1 %, LI uses Swiss VAT,
 * DE 19 %, AT 20 %, FR 20 %, IT 22 %.
 */
export const COUNTRY_SEED: readonly CountryRow[] = [
  {
    id: 'ch',
    countryCode: 'CH',
    name: { de: 'Schweiz', en: 'Switzerland', fr: 'Suisse' },
    postalCodeRegex: '^[1-9]\\d{3}$',
    isEu: false,
    taxRateBp: 810,
    isSelectable: true,
  },
  {
    id: 'li',
    countryCode: 'LI',
    name: { de: 'Liechtenstein', en: 'Liechtenstein', fr: 'Liechtenstein' },
    postalCodeRegex: '^94(8[5-9]|9[0-8])$',
    isEu: false,
    taxRateBp: 810,
    isSelectable: false,
  },
  {
    id: 'de',
    countryCode: 'DE',
    name: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne' },
    postalCodeRegex: '^\\d{5}$',
    isEu: true,
    taxRateBp: 1900,
    isSelectable: false,
  },
  {
    id: 'at',
    countryCode: 'AT',
    name: { de: 'Österreich', en: 'Austria', fr: 'Autriche' },
    postalCodeRegex: '^\\d{4}$',
    isEu: true,
    taxRateBp: 2000,
    isSelectable: false,
  },
  {
    id: 'fr',
    countryCode: 'FR',
    name: { de: 'Frankreich', en: 'France', fr: 'France' },
    postalCodeRegex: '^\\d{5}$',
    isEu: true,
    taxRateBp: 2000,
    isSelectable: false,
  },
  {
    id: 'it',
    countryCode: 'IT',
    name: { de: 'Italien', en: 'Italy', fr: 'Italie' },
    postalCodeRegex: '^\\d{5}$',
    isEu: true,
    taxRateBp: 2200,
    isSelectable: false,
  },
];

const STANDARD = { de: 'Standard-Versand', en: 'Standard shipping', fr: 'Envoi standard' };
const EXPRESS = { de: 'Express-Versand', en: 'Express shipping', fr: 'Envoi express' };

function methodsFor(
  countryId: string,
  standardCents: number,
  standardDays: number,
  expressCents: number,
  expressDays: number,
): MethodRow[] {
  return [
    {
      id: `${countryId}-standard`,
      countryId,
      methodKey: 'standard',
      name: STANDARD,
      priceCents: standardCents,
      shippingTimeDays: standardDays,
      isStandard: true,
    },
    {
      id: `${countryId}-express`,
      countryId,
      methodKey: 'express',
      name: EXPRESS,
      priceCents: expressCents,
      shippingTimeDays: expressDays,
      isStandard: false,
    },
  ];
}

export const SHIPPING_METHOD_SEED: readonly MethodRow[] = [
  ...methodsFor('ch', 1200, 2, 2900, 1),
  ...methodsFor('li', 1500, 3, 3200, 1),
  ...methodsFor('de', 2400, 5, 4900, 2),
  ...methodsFor('at', 2400, 5, 4900, 2),
  ...methodsFor('fr', 2900, 6, 5900, 3),
  ...methodsFor('it', 2900, 6, 5900, 3),
];
