import {
  ValidateDiscountResponseSchema,
  type ValidateDiscountRequest,
  type ValidateDiscountResponse,
} from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';

/**
 * POST /api/checkout/order/validate-discount: the voucher and whether this cart may redeem it;
 * null when the code is unknown (404: spec 2 §8 "voucher not valid"). Other failures throw.
 */
export async function validateDiscount(
  request: ValidateDiscountRequest,
): Promise<ValidateDiscountResponse | null> {
  try {
    return ValidateDiscountResponseSchema.parse(
      await requestJson('/checkout/order/validate-discount', { method: 'POST', body: request }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
