import type { CartItem, CartTotals } from '@print/contracts';

/** A cart item as GET /api/checkout/cart answers it (valid for CartItemSchema). */
export function makeCartItem(id: string, quantity = 1, unitNetCents = 10_000): CartItem {
  const netPrice = unitNetCents * quantity;
  return {
    _id: id,
    revision: `rev-${id}-${quantity}`,
    model: {
      _id: 'file-1',
      name: 'bracket.stl',
      givenUnitOfLength: 'mm',
      analysedProperties: { dimensions: { x: 10, y: 20, z: 30 } },
    },
    referencedId: 'file-1',
    printModeId: 'pa2200',
    printMode: { _id: 'pa2200', name: 'PA2200 (SLS)' },
    surfaceFinishId: 'raw',
    finishId: 'raw',
    surfaceFinish: { _id: 'raw', name: 'Roh' },
    colorId: 'white',
    color: { _id: 'white', name: 'Weiss', hexcode: '#ffffff' },
    quantity,
    scale: 1,
    givenUnitOfLength: 'mm',
    acknowledgedRepairInfo: true,
    thumbnail: null,
    attachments: [],
    processingSteps: [],
    pricing: { netPrice, totalPrice: netPrice, unitNetPrice: unitNetCents },
    beforeDiscount: { netPrice },
    priceCents: netPrice,
    productionTime: 8,
    isAvailable: true,
  };
}

/**
 * A totals answer with the figures given (a test states what the server said; the page must show
 * exactly that). Lines get their display prices from `display`.
 */
export function makeCartTotals(
  cartId: string,
  lines: readonly { itemId: string; quantity: number; unitCents: number; lineCents: number }[],
  sums: Partial<CartTotals> = {},
): CartTotals {
  return {
    cartId,
    currency: 'CHF',
    countryCode: null,
    isBusinessCustomer: true,
    taxDisplay: 'PLUS_TAX',
    inclTaxSummary: null,
    lines: lines.map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      unitNetCents: line.unitCents,
      lineNetCents: line.lineCents,
      discountCents: 0,
      display: { unitCents: line.unitCents, lineCents: line.lineCents },
      productionDays: 8,
    })),
    positionNetCents: 0,
    discountCents: 0,
    positionAfterDiscountCents: 0,
    smallOrderSurchargeCents: 0,
    shippingCents: 0,
    isFreeShipping: false,
    netTotalCents: 0,
    taxRateBp: 810,
    taxCents: 0,
    totalCents: 0,
    hint: null,
    voucher: null,
    shippingMethod: null,
    shippingOptions: [],
    productionDays: 8,
    deliveryDate: null,
    productionEndDate: null,
    ...sums,
  };
}
