import type { Language, ValidateDiscountRequest, ValidateDiscountResponse } from '@print/contracts';
import { err, ok, validateVoucher, type Result, type Voucher } from '@print/domain';
import type { CartErrorCode, CartService } from '../cart/index.js';
import type { VouchersService } from '../vouchers/index.js';

type Validity = ValidateDiscountResponse['validity'];
type State = Validity['state'];

const STATE_BY_REASON: Readonly<Record<string, State>> = {
  VOUCHER_MIN_VALUE_NOT_REACHED: 'BELOW_MINIMUM',
  VOUCHER_NOT_STARTED: 'NOT_STARTED',
  VOUCHER_EXPIRED: 'EXPIRED',
  VOUCHER_USED_UP: 'USED_UP',
};

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
 * POST /checkout/order/validate-discount: the voucher and whether it can be redeemed now, on the
 * caller's cart when one is named (the same priceCart the order uses, so "valid" here is what
 * the checkout applies). Unknown code → VOUCHER_NOT_FOUND (404, spec 2 §8).
 */
export function createDiscountValidation(deps: {
  readonly vouchers: VouchersService;
  readonly cart: CartService;
  readonly now: () => Date;
}) {
  return async function validateDiscount(
    request: ValidateDiscountRequest & { isBusinessCustomer: boolean },
    principalId: string | null,
    lang: Language,
  ): Promise<Result<ValidateDiscountResponse, 'VOUCHER_NOT_FOUND' | CartErrorCode>> {
    const voucher = await deps.vouchers.findByCode(request.code);
    if (voucher === null) return err('VOUCHER_NOT_FOUND', 'No such voucher');
    if (request.cartId === undefined) {
      const checked = validateVoucher(voucher, {
        now: deps.now(),
        cartNetCents: voucher.minValueCents,
      });
      const state = checked.ok ? 'VALID' : (STATE_BY_REASON[checked.error.code] ?? 'EXPIRED');
      return ok({
        discount: toDiscount(voucher),
        validity: {
          state,
          isRedeemable: state === 'VALID',
          cartNetCents: null,
          missingCents: 0,
          discountCents: 0,
        },
      });
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
    const applied = totals.value.voucher;
    const state: State =
      applied === null || applied.isApplied
        ? 'VALID'
        : (STATE_BY_REASON[applied.reason] ?? 'EXPIRED');
    return ok({
      discount: toDiscount(voucher),
      validity: {
        state,
        isRedeemable: state === 'VALID',
        cartNetCents: totals.value.positionNetCents,
        missingCents: applied !== null && !applied.isApplied ? (applied.missingCents ?? 0) : 0,
        discountCents: state === 'VALID' ? totals.value.discountCents : 0,
      },
    });
  };
}
