import type { Language } from '@print/contracts';
import { formatPaymentAmount } from '@print/domain';
import type { StartPayPalPaymentInput } from './payment-port.js';

const CURRENCY = 'CHF';
const PAYPAL_LOCALES: Readonly<Record<Language, string>> = {
  de: 'de-CH',
  en: 'en-GB',
  fr: 'fr-CH',
};
/** PayPal limits an item name to 127 characters. */
const ITEM_NAME_MAX = 127;

function money(cents: number) {
  return { currency_code: CURRENCY, value: formatPaymentAmount(cents) };
}

/**
 * The items PayPal shows. Their unit × quantity must add up to item_total; when the shop's lines
 * do not (a line rounded once as a whole), one item carrying the order's item total is sent
 * instead, so PayPal never refuses a correct order over a cent of per-piece rounding.
 */
function buildItems(input: StartPayPalPaymentInput) {
  const sum = input.items.reduce((total, item) => total + item.unitCents * item.quantity, 0);
  const items =
    sum === input.amounts.itemTotalCents && input.items.length > 0
      ? input.items
      : [
          {
            name: `Order ${input.orderNumber}`,
            quantity: 1,
            unitCents: input.amounts.itemTotalCents,
          },
        ];
  return items.map((item) => ({
    name: item.name.slice(0, ITEM_NAME_MAX),
    quantity: String(item.quantity),
    unit_amount: money(item.unitCents),
    category: 'PHYSICAL_GOODS',
  }));
}

/** POST /v2/checkout/orders body: intent CAPTURE, one purchase unit with the full breakdown. */
export function buildCreateOrderBody(input: StartPayPalPaymentInput): unknown {
  const { amounts } = input;
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: input.orderId,
        custom_id: input.orderNumber,
        invoice_id: input.orderNumber,
        description: `Print Portal ${input.orderNumber}`,
        amount: {
          ...money(amounts.totalCents),
          breakdown: {
            item_total: money(amounts.itemTotalCents),
            shipping: money(amounts.shippingCents),
            tax_total: money(amounts.taxCents),
            discount: money(amounts.discountCents),
          },
        },
        items: buildItems(input),
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: 'Print Portal',
          locale: PAYPAL_LOCALES[input.language],
          shipping_preference: 'NO_SHIPPING',
          user_action: 'PAY_NOW',
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
        },
      },
    },
  };
}
