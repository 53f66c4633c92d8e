import type { CartTotals, Language } from '@print/contracts';
import { err, ok, priceCart, lineProductionDays, type Result, type Voucher } from '@print/domain';
import type { CatalogService } from '../catalog/index.js';
import { notUsableVoucherState, type VouchersService } from '../vouchers/index.js';
import type { CartItemRow, CartRepository } from './cart.repository.js';

export type CartTotalsErrorCode = 'COUNTRY_NOT_FOUND' | 'SHIPPING_METHOD_NOT_FOUND';

export interface CartTotalsRequest {
  readonly countryCode?: string | undefined;
  readonly isBusinessCustomer: boolean;
  readonly shippingMethodId?: string | undefined;
  readonly discountCode?: string | undefined;
}

export interface CartTotalsDeps {
  readonly repo: CartRepository;
  readonly catalog: CatalogService;
  readonly vouchers: VouchersService;
  readonly now: () => Date;
}

/**
 * Prices a cart (already checked to belong to the caller) with packages/domain priceCart from
 * the stored line prices, the country's tax and shipping data and the voucher entered. The
 * order, its documents and PayPal's breakdown use the same function.
 */
export function createCartTotals({ repo, catalog, vouchers, now }: CartTotalsDeps) {
  return async function computeCartTotals(
    cartId: string,
    request: CartTotalsRequest,
    lang: Language,
    /** The cart's lines and the code's voucher when the caller has read them (the checkout). */
    known?: { readonly rows: readonly CartItemRow[]; readonly voucher: Voucher | null },
  ): Promise<Result<CartTotals, CartTotalsErrorCode>> {
    const { countryCode, isBusinessCustomer, shippingMethodId, discountCode } = request;
    const [rows, country, voucher, snapshot] = await Promise.all([
      known?.rows ?? repo.listItems(cartId),
      countryCode === undefined ? null : catalog.findShippingCountry(countryCode, lang),
      discountCode === undefined
        ? null
        : known !== undefined
          ? known.voucher
          : vouchers.findByCode(discountCode),
      catalog.loadSnapshot(),
    ]);
    if (countryCode !== undefined && country === null) {
      return err('COUNTRY_NOT_FOUND', `No shipping country ${countryCode}`, { countryCode });
    }
    if (shippingMethodId !== undefined && country === null) {
      return err('SHIPPING_METHOD_NOT_FOUND', 'A shipping method needs a country (countryCode)');
    }
    const at = now();
    // A line the effective price set could not price again (still another set's id after the
    // repricing) is shown as unavailable and counts for nothing until it is changed or removed;
    // the checkout refuses it before it gets here.
    const counted =
      known === undefined ? rows.filter((row) => row.priceSetId === snapshot.priceSetId) : rows;
    const priced = priceCart({
      lines: counted.map((row) => ({
        itemId: row.id,
        unitNetCents: row.unitNetCents,
        quantity: row.quantity,
        // Today's production days (the line may have been priced on another weekday).
        productionDays: lineProductionDays(
          at,
          snapshot.modesById.get(row.printModeId)?.productionDaysExtra ?? 0,
        ),
      })),
      country,
      isBusinessCustomer,
      shippingMethodId: shippingMethodId ?? null,
      voucher: discountCode === undefined ? null : { code: discountCode, voucher },
      now: at,
    });
    if (!priced.ok) return priced;
    const {
      lines,
      shippingMethod,
      shippingOptions,
      hint,
      voucher: applied,
      ...sums
    } = priced.value;
    const toOption = ({ id, ...option }: (typeof shippingOptions)[number]) => ({
      _id: id,
      ...option,
    });
    return ok({
      ...sums,
      // Not applied, for whatever reason: one answer (issue 23 item 6).
      voucher:
        applied === null || applied.isApplied || discountCode === undefined
          ? applied
          : notUsableVoucherState(discountCode),
      cartId,
      currency: 'CHF',
      countryCode: country?.countryCode ?? null,
      isBusinessCustomer,
      lines: [...lines],
      hint,
      shippingMethod: shippingMethod === null ? null : toOption(shippingMethod),
      shippingOptions: shippingOptions.map(toOption),
    });
  };
}
