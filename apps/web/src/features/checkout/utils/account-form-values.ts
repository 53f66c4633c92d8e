import type { UserDetailsResponse } from '@print/contracts';
import { toAddressFormValues } from '../../../components/address-form-values';
import { createEmptyDetails, type PaymentDetailsFormValues } from './payment-details-form';

/**
 * A signed-in customer's new checkout starts from the account (spec 2 §7 user/details): its
 * e-mail, billing address and, when it has one, its own shipping address. Phone, reference and
 * payment method stay the checkout's defaults.
 */
export function toAccountFormValues(
  details: UserDetailsResponse,
  defaultCountryId: string,
): PaymentDetailsFormValues {
  const empty = createEmptyDetails(defaultCountryId);
  const shipping = details.shippingInformation;
  return {
    ...empty,
    email: details.email,
    billingAddress: toAddressFormValues(details.billingInformation),
    isShippingDifferent: shipping !== null,
    shippingAddress: shipping === null ? empty.shippingAddress : toAddressFormValues(shipping),
  };
}
