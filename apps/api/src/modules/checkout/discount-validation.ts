import type { Language, ValidateDiscountRequest, ValidateDiscountResponse } from '@print/contracts';
import { err, ok, validateVoucher, type Result, type Voucher } from '@print/domain';
import type { CartErrorCode, CartService } from '../cart/index.js';
import { VOUCHER_NOT_USABLE, type VouchersService } from '../vouchers/index.js';

function toDiscount(voucher: Voucher): ValidateDiscountResponse['discount'] {
  return {
    _id: voucher.code,
    code: voucher.code,
    type: voucher.type,
    value: voucher.value,
    fromDate: voucher.fromDate?.toISOString() ?? null,
    toDate: voucher.toDate?.toISOString() ?? null,
    rules: {
      minValueCents: voucher.minValueCents,
      maxUsage: voucher.maxUsage,
      freeShipping: voucher.freeShipping,
    },
  };
}

/**
 * POST /checkout/order/validate-discount: the voucher when it can be redeemed now, on the caller's
 * cart when one is named (the same priceCart the order uses, so "valid" here is what the checkout
 * applies). Any code that cannot be used — unknown, not started, expired, used up, below its
 * minimum — answers the one VOUCHER_NOT_FOUND (404, spec 2 §8 "404 means invalid"; issue 23 item
 * 6: an existing code cannot be told from a guess). The cart is checked before the code, so a
 * foreign cart answers the same whatever the code.
 */
export function createDiscountValidation(deps: {
  readonly vouchers: VouchersService;
  readonly cart: CartService;
  readonly now: () => Date;
}) {
  const notUsable = () => err(VOUCHER_NOT_USABLE.code, VOUCHER_NOT_USABLE.message);
  return async function validateDiscount(
    request: ValidateDiscountRequest & { isBusinessCustomer: boolean },
    principalId: string | null,
    lang: Language,
  ): Promise<Result<ValidateDiscountResponse, 'VOUCHER_NOT_FOUND' | CartErrorCode>> {
    if (request.cartId === undefined) {
      const voucher = await deps.vouchers.findByCode(request.code);
      if (voucher === null) return notUsable();
      const checked = validateVoucher(voucher, {
        now: deps.now(),
        cartNetCents: voucher.minValueCents,
      });
      if (!checked.ok) return notUsable();
      return ok(validAnswer(voucher, null, 0));
    }
    const totals = await deps.cart.getTotals(
      request.cartId,
      principalId,
      {
        countryCode: request.countryCode,
        isBusinessCustomer: request.isBusinessCustomer,
        shippingMethodId: request.shippingMethodId,
        discountCode: request.code,
      },
      lang,
    );
    if (!totals.ok) return totals;
    if (totals.value.voucher?.isApplied !== true) return notUsable();
    const voucher = await deps.vouchers.findByCode(request.code);
    if (voucher === null) return notUsable();
    return ok(validAnswer(voucher, totals.value.positionNetCents, totals.value.discountCents));
  };
}

function validAnswer(
  voucher: Voucher,
  cartNetCents: number | null,
  discountCents: number,
): ValidateDiscountResponse {
  return {
    discount: toDiscount(voucher),
    validity: { state: 'VALID', isRedeemable: true, cartNetCents, missingCents: 0, discountCents },
  };
}
