import { summarizeInclTax, type InclTaxSummary } from './incl-tax-summary.js';
import { assertCents } from './money.js';
import {
  allocateDiscountToLines,
  computeOrderTotals,
  priceShippingMethod,
  qualifiesForFreeShipping,
  type OrderTotals,
} from './order-totals.js';
import { deliveryDateFor } from './production-time.js';
import { err, ok, type Result } from './result.js';
import { computeTaxCents, resolveTaxRateBp, type TaxCountry, type TaxDisplayMode } from './tax.js';
import { validateVoucher, type Voucher, type VoucherErrorCode } from './vouchers.js';

/** One cart line as priced by the price model (unit net in cents, rounded once). */
export interface CartLineInput {
  readonly itemId: string;
  readonly unitNetCents: number;
  readonly quantity: number;
  readonly productionDays: number;
}

/** A shipping method of the chosen country (catalogue data; priceCents is net). */
export interface CartShippingMethod {
  readonly id: string;
  readonly name: string;
  readonly priceCents: number;
  readonly shippingTimeDays: number;
  /** Only the standard method ("Standard-Versand") can become free. */
  readonly isStandard: boolean;
}

/** The voucher code the customer entered and what the catalogue found for it (null: none). */
export interface VoucherRequest {
  readonly code: string;
  readonly voucher: Voucher | null;
}

export interface PriceCartInput {
  readonly lines: readonly CartLineInput[];
  /** null when no country is known yet: the default rate, no shipping options. */
  readonly country:
    (TaxCountry & { readonly shippingMethods: readonly CartShippingMethod[] }) | null;
  readonly isBusinessCustomer: boolean;
  readonly shippingMethodId: string | null;
  readonly voucher: VoucherRequest | null;
  readonly now: Date;
}

export interface PricedCartLine {
  readonly itemId: string;
  readonly quantity: number;
  readonly unitNetCents: number;
  /** unitNetCents × quantity. */
  readonly lineNetCents: number;
  /** The line's share of the discount; the shares sum to the cart's discount exactly. */
  readonly discountCents: number;
  /** In the customer's tax display; lineCents = unitCents × quantity, exactly. */
  readonly display: { readonly unitCents: number; readonly lineCents: number };
  readonly productionDays: number;
}

export interface PricedShippingOption {
  readonly id: string;
  readonly name: string;
  readonly priceCents: number;
  readonly listPriceCents: number;
  readonly isFree: boolean;
  readonly isStandard: boolean;
  readonly shippingTimeDays: number;
  /** YYYY-MM-DD: delivery with this method for an order placed now (deliveryDateFor). */
  readonly deliveryDate: string;
}

export type VoucherState =
  | {
      readonly isApplied: true;
      readonly code: string;
      readonly type: Voucher['type'];
      readonly value: number;
      readonly freeShipping: boolean;
    }
  | {
      readonly isApplied: false;
      readonly code: string;
      readonly reason: VoucherErrorCode | 'VOUCHER_NOT_FOUND';
      readonly minValueCents?: number;
      readonly missingCents?: number;
    };

export interface PricedCart extends OrderTotals {
  readonly taxDisplay: TaxDisplayMode;
  /** INCL_TAX: the order sum in gross figures that add up to the total; null for PLUS_TAX. */
  readonly inclTaxSummary: InclTaxSummary | null;
  readonly lines: readonly PricedCartLine[];
  readonly voucher: VoucherState | null;
  readonly shippingMethod: PricedShippingOption | null;
  readonly shippingOptions: readonly PricedShippingOption[];
  /** The slowest line's production days (0 without lines), calendar days. */
  readonly productionDays: number;
  /** YYYY-MM-DD with the chosen method for an order placed now; null without one. */
  readonly deliveryDate: string | null;
  /** YYYY-MM-DD: production ends (order placed now); null without lines. */
  readonly productionEndDate: string | null;
}

export type PriceCartErrorCode = 'SHIPPING_METHOD_NOT_FOUND';

function assertLine(line: CartLineInput): void {
  assertCents(line.unitNetCents, 'unitNetCents');
  if (line.unitNetCents < 0)
    throw new RangeError(`unitNetCents must be ≥ 0, got ${line.unitNetCents}`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`quantity must be an integer ≥ 1, got ${line.quantity}`);
  }
}

/** Validates the requested voucher against the positions (docs/decisions/0007-shop-rulings.md "Vouchers"). */
function resolveVoucher(
  request: VoucherRequest | null,
  positionNetCents: number,
  now: Date,
): { readonly applied: Voucher | null; readonly state: VoucherState | null } {
  if (request === null) return { applied: null, state: null };
  const { code, voucher } = request;
  if (voucher === null) {
    return { applied: null, state: { isApplied: false, code, reason: 'VOUCHER_NOT_FOUND' } };
  }
  const checked = validateVoucher(voucher, { now, cartNetCents: positionNetCents });
  if (!checked.ok) {
    const details = checked.error.details ?? {};
    const state: VoucherState = {
      isApplied: false,
      code: voucher.code,
      reason: checked.error.code,
      ...(typeof details.minValueCents === 'number'
        ? { minValueCents: details.minValueCents }
        : {}),
      ...(typeof details.missingCents === 'number' ? { missingCents: details.missingCents } : {}),
    };
    return { applied: null, state };
  }
  const { type, value, freeShipping } = voucher;
  return {
    applied: voucher,
    state: { isApplied: true, code: voucher.code, type, value, freeShipping },
  };
}

function priceShippingOptions(
  methods: readonly CartShippingMethod[],
  isQualified: boolean,
  delivery: { readonly orderDate: Date; readonly productionDays: number },
): PricedShippingOption[] {
  return methods.map((method) => {
    const priceCents = priceShippingMethod(method, isQualified);
    return {
      id: method.id,
      name: method.name,
      priceCents,
      listPriceCents: method.priceCents,
      isFree: method.isStandard && isQualified,
      isStandard: method.isStandard,
      shippingTimeDays: method.shippingTimeDays,
      deliveryDate: deliveryDateFor({ ...delivery, shippingTimeDays: method.shippingTimeDays })
        .deliveryDate,
    };
  });
}

/**
 * A line's prices as shown: net for business customers (PLUS_TAX); for private customers
 * (INCL_TAX) the gross unit, rounded once, and the line as that unit × quantity, so a customer can
 * check the line by multiplying.
 */
export function displayLinePrice(input: {
  readonly unitNetCents: number;
  readonly quantity: number;
  readonly taxRateBp: number;
  readonly taxDisplay: TaxDisplayMode;
}): { readonly unitCents: number; readonly lineCents: number } {
  const { unitNetCents, quantity, taxRateBp, taxDisplay } = input;
  const unitCents =
    taxDisplay === 'PLUS_TAX'
      ? unitNetCents
      : unitNetCents + computeTaxCents(unitNetCents, taxRateBp);
  const lineCents = unitCents * quantity;
  assertCents(lineCents, 'display lineCents');
  return { unitCents, lineCents };
}

/**
 * Every figure a customer sees about a cart, per docs/decisions/0007-shop-rulings.md "Tax" and "Order totals": lines
 * (unit net × quantity), voucher discount spread over the lines, small-order surcharge, shipping
 * of the chosen method (free standard shipping from 250.00), net, tax on the net total rounded
 * once, total = net + tax, and the hint. Display prices: business customers see net, private
 * customers gross with the unit rounded once and the line = unit × quantity, so what is shown can
 * be checked by multiplication. An unknown shipping method is SHIPPING_METHOD_NOT_FOUND; a voucher
 * that is unknown or not valid is reported in `voucher` and not applied.
 */
export function priceCart(input: PriceCartInput): Result<PricedCart, PriceCartErrorCode> {
  const { lines, country, isBusinessCustomer, shippingMethodId, now } = input;
  lines.forEach(assertLine);
  const lineNetCents = lines.map((line) => line.unitNetCents * line.quantity);
  lineNetCents.forEach((cents) => assertCents(cents, 'lineNetCents'));
  const positionNetCents = lineNetCents.reduce((sum, cents) => sum + cents, 0);
  const voucher = resolveVoucher(input.voucher, positionNetCents, now);
  const methods = country?.shippingMethods ?? [];
  const chosen = shippingMethodId === null ? null : methods.find((m) => m.id === shippingMethodId);
  if (chosen === undefined) {
    return err('SHIPPING_METHOD_NOT_FOUND', 'No such shipping method for this country', {
      shippingMethodId,
    });
  }
  const taxRateBp = resolveTaxRateBp({ country, isBusinessCustomer });
  const totals = computeOrderTotals({
    lineNetCents,
    voucher: voucher.applied,
    shipping: chosen,
    taxRateBp,
  });
  const productionDays = lines.reduce((max, line) => Math.max(max, line.productionDays), 0);
  const options = priceShippingOptions(
    methods,
    qualifiesForFreeShipping(totals.positionAfterDiscountCents, voucher.applied),
    { orderDate: now, productionDays },
  );
  const chosenOption = chosen === null ? null : (options.find((o) => o.id === chosen.id) ?? null);
  const discounts = allocateDiscountToLines(lineNetCents, totals.discountCents);
  const taxDisplay: TaxDisplayMode = isBusinessCustomer ? 'PLUS_TAX' : 'INCL_TAX';
  const pricedLines = lines.map((line, index): PricedCartLine => ({
    itemId: line.itemId,
    quantity: line.quantity,
    unitNetCents: line.unitNetCents,
    lineNetCents: lineNetCents[index] ?? 0,
    discountCents: discounts[index] ?? 0,
    display: displayLinePrice({ ...line, taxRateBp, taxDisplay }),
    productionDays: line.productionDays,
  }));
  return ok({
    ...totals,
    taxDisplay,
    inclTaxSummary:
      taxDisplay === 'PLUS_TAX'
        ? null
        : summarizeInclTax({
            lineDisplayCents: pricedLines.map((line) => line.display.lineCents),
            discountNetCents: totals.discountCents,
            surchargeNetCents: totals.smallOrderSurchargeCents,
            shippingNetCents: totals.shippingCents,
            taxRateBp,
            totalCents: totals.totalCents,
            taxCents: totals.taxCents,
          }),
    lines: pricedLines,
    voucher: voucher.state,
    shippingMethod: chosenOption,
    shippingOptions: options,
    productionDays,
    deliveryDate: chosenOption?.deliveryDate ?? null,
    productionEndDate:
      lines.length === 0
        ? null
        : deliveryDateFor({ orderDate: now, productionDays, shippingTimeDays: 0 })
            .productionEndDate,
  });
}
