import type { ShippingCountry } from '@print/contracts';
import type { PaymentDetailsFormValues } from '../utils/payment-details-form';

/** Switzerland as GET /api/shipping/countries answers it (the one selectable country). */
export const SWITZERLAND: ShippingCountry = {
  _id: 'country-ch',
  country: 'Schweiz',
  countryCode: 'CH',
  postalCodeRegex: '^[1-9][0-9]{3}$',
  isEU: false,
  taxRate: 8.1,
  taxRateBp: 810,
  isSelectable: true,
  shippingMethods: [
    {
      _id: 'ship-express',
      shippingMethodId: 'express',
      shippingMethod: 'Express',
      priceCents: 2_500,
      shippingTimeDays: 1,
      isStandard: false,
    },
    {
      _id: 'ship-standard',
      shippingMethodId: 'standard',
      shippingMethod: 'Standard-Versand',
      priceCents: 900,
      shippingTimeDays: 3,
      isStandard: true,
    },
  ],
};

/** Austria: in the list with its data, not selectable (rulings "Countries"). */
export const AUSTRIA: ShippingCountry = {
  ...SWITZERLAND,
  _id: 'country-at',
  country: 'Österreich',
  countryCode: 'AT',
  postalCodeRegex: '^[0-9]{4}$',
  isEU: true,
  isSelectable: false,
};

export const COUNTRIES: readonly ShippingCountry[] = [AUSTRIA, SWITZERLAND];

/** A complete, valid form for an anonymous invoice order to Zürich. */
export function makeDetails(
  overrides: Partial<PaymentDetailsFormValues> = {},
): PaymentDetailsFormValues {
  const address = {
    title: '',
    company: 'Muster AG',
    firstname: 'Anna',
    lastname: 'Muster',
    street: 'Bahnhofstrasse 1',
    addressSuffix: '',
    postalCode: '8001',
    city: 'Zürich',
    countryId: SWITZERLAND._id,
    vatRegistrationNumber: '',
  };
  return {
    email: 'anna@example.ch',
    phone: '044 123 45 67',
    referenceNumber: 'PO-4711',
    billingAddress: address,
    isShippingDifferent: false,
    shippingAddress: { ...address, company: '' },
    billingPaymentMethod: 'billing',
    saveNewAddress: false,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
