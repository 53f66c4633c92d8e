import type { OrderDocumentInput } from './document-input.js';
import type { CreditorSettings } from './qr-bill-data.js';

/** Fixtures for tests and the PDF bench: one realistic order, the default creditor. */
export const SAMPLE_CREDITOR: CreditorSettings = {
  name: 'Print Portal AG',
  street: 'Industriestrasse 12',
  postalCode: '8005',
  town: 'Zürich',
  country: 'CH',
  iban: 'CH4431999123000889012',
};

export function sampleOrderInput(overrides: Partial<OrderDocumentInput> = {}): OrderDocumentInput {
  return {
    language: 'de',
    orderNumber: '2026-000123',
    orderDate: '2026-11-25T09:30:00.000Z',
    paymentMethod: 'billing',
    isBusinessCustomer: true,
    customer: { email: 'anna.muster@example.ch', phone: '+41 44 123 45 67' },
    billingAddress: {
      title: '',
      company: 'Muster Maschinenbau GmbH',
      firstname: 'Anna',
      lastname: 'Muster',
      addressSuffix: '',
      street: 'Bahnhofstrasse 7',
      postalCode: '3011',
      city: 'Bern',
      countryId: 'ch',
      countryCode: 'CH',
      countryName: 'Schweiz',
      vatRegistrationNumber: '',
    },
    shippingAddress: {
      title: '',
      company: 'Muster Maschinenbau GmbH',
      firstname: 'Jörg',
      lastname: 'Lagerist',
      addressSuffix: '',
      street: 'Werkweg 3',
      postalCode: '6900',
      city: 'Lugano',
      countryId: 'ch',
      countryCode: 'CH',
      countryName: 'Schweiz',
      vatRegistrationNumber: '',
    },
    lines: [
      {
        name: 'flansch-v2.stl',
        details: 'SLS · PA12 · gefärbt · Schwarz',
        quantity: 4,
        unitCents: 4250,
        lineCents: 17000,
      },
      {
        name: 'gehäuse-oben.step',
        details: 'MJF · PA12 · roh · Grau',
        quantity: 2,
        unitCents: 6875,
        lineCents: 13750,
      },
    ],
    positionNetCents: 30750,
    discountCents: 3075,
    voucherCode: 'WELCOME10',
    surchargeCents: 0,
    shippingCents: 0,
    shippingMethodName: 'Standard-Versand',
    taxes: [{ rateBp: 810, baseCents: 27675, taxCents: 2242 }],
    netCents: 27675,
    totalCents: 29917,
    referenceNumber: 'PO-4711',
    estimatedProductionTimeDays: 6,
    ...overrides,
  };
}
