import {
  err,
  offerCartLines,
  ok,
  priceCart,
  type OfferDraft,
  type PricedCart,
  type Result,
} from '@print/domain';
import type { CatalogService } from '../catalog/index.js';
import type { QuoteRequestSnapshot } from '../orders/index.js';
import type { OfferDraftRow, OfferLineRow } from './quotes.repository.js';
import type { OfferPricingBasis, OfferTotalsSnapshot } from './quotes.tables.js';

/**
 * An offer is priced by packages/domain priceCart — the checkout's one function — from the offered
 * unit prices (offerCartLines), the order's country, customer kind, shipping method and voucher.
 * No arithmetic of its own here.
 */

export type OfferPricingErrorCode = 'OFFER_SHIPPING_UNAVAILABLE';

/**
 * The pricing basis at sending time: the country's tax rate and the order's shipping method from
 * today's catalogue (as the checkout reads them), the order's voucher as requested.
 */
export async function loadPricingBasis(
  catalog: Pick<CatalogService, 'findShippingCountry'>,
  order: QuoteRequestSnapshot,
): Promise<Result<OfferPricingBasis, OfferPricingErrorCode>> {
  const country = await catalog.findShippingCountry(order.countryCode, order.language);
  const method = country?.shippingMethods.find((m) => m.id === order.shippingMethodId);
  if (country === null || method === undefined) {
    return err(
      'OFFER_SHIPPING_UNAVAILABLE',
      'The order’s shipping country or method is no longer offered',
      { countryCode: order.countryCode, shippingMethodId: order.shippingMethodId },
    );
  }
  return ok({
    countryCode: country.countryCode,
    taxRateBp: country.taxRateBp,
    shippingMethod: method,
    voucher: order.voucher,
  });
}

/** priceCart over the offered lines and the frozen basis (the voucher's use was taken already). */
export function priceOffer(
  draft: OfferDraft,
  basis: OfferPricingBasis,
  isBusinessCustomer: boolean,
  now: Date,
): PricedCart {
  const { voucher } = basis;
  const priced = priceCart({
    lines: offerCartLines(draft),
    country: {
      countryCode: basis.countryCode,
      taxRateBp: basis.taxRateBp,
      shippingMethods: [basis.shippingMethod],
    },
    isBusinessCustomer,
    shippingMethodId: basis.shippingMethod.id,
    voucher:
      voucher === null
        ? null
        : {
            code: voucher.code,
            voucher: {
              ...voucher,
              fromDate: null,
              toDate: null,
              minValueCents: 0,
              maxUsage: null,
              usageCount: 0,
            },
          },
    now,
  });
  // The basis holds exactly the method it names: priceCart cannot miss it.
  if (!priced.ok) throw new Error(`offer pricing failed: ${priced.error.message}`);
  return priced.value;
}

export function totalsSnapshotOf(priced: PricedCart): OfferTotalsSnapshot {
  return {
    positionNetCents: priced.positionNetCents,
    discountCents: priced.discountCents,
    smallOrderSurchargeCents: priced.smallOrderSurchargeCents,
    shippingCents: priced.shippingCents,
    netTotalCents: priced.netTotalCents,
    taxRateBp: priced.taxRateBp,
    taxCents: priced.taxCents,
    totalCents: priced.totalCents,
    taxDisplay: priced.taxDisplay,
  };
}

/** The stored draft (or none yet) over the order's lines: list prices plus staff's overrides. */
export function draftOf(
  order: QuoteRequestSnapshot,
  stored: OfferDraftRow | null,
  defaults: { readonly validUntil: string },
): OfferDraft {
  const overrides = stored?.overrides ?? {};
  return {
    leadTimeDays: stored?.leadTimeDays ?? Math.max(1, order.productionDays),
    validUntil: stored?.validUntil ?? defaults.validUntil,
    lines: order.lines.map((line) => {
      const override = overrides[line.id];
      return {
        lineId: line.id,
        quantity: line.quantity,
        listUnitNetCents: line.unitNetCents,
        overrideUnitNetCents: override?.unitNetCents ?? null,
        overrideReason: override?.reason ?? null,
      };
    }),
  };
}

/** A sent revision as a draft again (acceptance prices it once more from its frozen lines). */
export function draftOfSent(
  offer: { readonly leadTimeDays: number; readonly validUntil: string },
  lines: readonly OfferLineRow[],
): OfferDraft {
  return {
    leadTimeDays: offer.leadTimeDays,
    validUntil: offer.validUntil,
    lines: lines.map((line) => ({
      lineId: line.orderLineId,
      quantity: line.quantity,
      listUnitNetCents: line.listUnitNetCents,
      overrideUnitNetCents:
        line.offeredUnitNetCents === line.listUnitNetCents ? null : line.offeredUnitNetCents,
      overrideReason: line.reason,
    })),
  };
}
