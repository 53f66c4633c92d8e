import type { OrderView } from '@print/contracts';

const ADDRESS = {
  title: '',
  firstname: 'Anna',
  lastname: 'Muster',
  company: 'Muster AG',
  addressSuffix: '',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  countryId: 'country-ch',
  country: { name: 'Schweiz', countryCode: 'CH' },
  vatRegistrationNumber: '',
  paymentMethod: 'billing' as const,
};

/** An order as GET /api/checkout/order/{id} answers it (valid for OrderViewSchema). */
export function makeOrderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    _id: 'order-1',
    orderNumber: '2026-000042',
    createdAt: '2026-11-25T09:30:00.000Z',
    orderStatus: 'ORDER_RECEIVED',
    paymentStatus: 'PAYMENT_PENDING',
    legacyOrder: false,
    dueBy: '2026-12-25',
    estimatedProductionTimeDays: 6,
    // Wed 25 Nov 2026 + 6 days = Tue 1 Dec, + 3 working days (shipping) = Fri 4 Dec.
    estimatedDeliveryTimeDays: 9,
    estimatedDeliveryDate: '2026-12-04',
    email: 'anna@example.ch',
    phone: '044 123 45 67',
    isBusinessCustomer: false,
    items: [
      {
        _id: 'line-1',
        name: 'bracket.stl',
        referencedId: 'file-1',
        printMode: { _id: 'pa2200', name: 'PA2200 (SLS)' },
        finish: { _id: 'raw', name: 'Roh' },
        color: { _id: 'white', name: 'Weiss', hexcode: '#ffffff' },
        quantity: 2,
        scale: 1,
        unitNetCents: 10_500,
        lineNetCents: 21_000,
        display: { unitCents: 11_351, lineCents: 22_702 },
        productionDays: 6,
        thumbnail: null,
        attachmentCount: 0,
      },
    ],
    totals: {
      currency: 'CHF',
      taxDisplay: 'INCL_TAX',
      positionNetCents: 21_000,
      discountCents: 0,
      smallOrderSurchargeCents: 0,
      shippingCents: 900,
      netTotalCents: 21_900,
      taxRateBp: 810,
      taxCents: 1_774,
      totalCents: 23_674,
    },
    voucher: null,
    shippingMethod: {
      id: 'ship-standard',
      name: 'Standard-Versand',
      shippingTimeDays: 3,
      priceCents: 900,
    },
    customerRemarks: { referenceNumber: 'PO-4711' },
    billingInformation: ADDRESS,
    shippingInformation: ADDRESS,
    paymentMethod: 'billing',
    isQuote: false,
    documents: [
      { kind: 'confirmation', url: '/api/checkout/order/order-1/documents/confirmation.pdf' },
    ],
    actions: { canReorder: false, canPayNow: false, canAnswerNotPrintable: false },
    ...overrides,
  };
}
