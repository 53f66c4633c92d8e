import {
  UpdateUserDetailsRequestSchema,
  type UpdateUserDetailsRequest,
  type ShippingCountry,
  type UserDetailsResponse,
} from '@print/contracts';
import { contractResolver } from './contract-resolver';
import {
  emptyAddress,
  toAddressFormValues,
  type AddressFormValues,
} from '../../../components/address-form-values';
import { postalCodeIssues } from './address-form';

export interface CustomerDataFormValues {
  readonly billingInformation: AddressFormValues;
  readonly isShippingDifferent: boolean;
  readonly shippingInformation: AddressFormValues;
}

/** The stored details as form values (spec 2 §2 account: billing and shipping address). */
export function toCustomerDataForm(details: UserDetailsResponse): CustomerDataFormValues {
  const isShippingDifferent =
    !details.isBillingAndShippingEqual && details.shippingInformation !== null;
  return {
    billingInformation: toAddressFormValues(details.billingInformation),
    isShippingDifferent,
    shippingInformation: isShippingDifferent
      ? toAddressFormValues(details.shippingInformation)
      : emptyAddress(),
  };
}

/** PUT /api/auth/user/details: shipping only when it differs (spec 2 §5), else null. */
export function toUpdateRequest(values: CustomerDataFormValues): UpdateUserDetailsRequest {
  return {
    billingInformation: values.billingInformation,
    shippingInformation: values.isShippingDifferent ? values.shippingInformation : null,
  };
}

/** The contract's schema plus the postal codes against the countries' patterns (spec 2 §5). */
export function createCustomerDataResolver(countries: () => readonly ShippingCountry[]) {
  return contractResolver<CustomerDataFormValues>(
    UpdateUserDetailsRequestSchema,
    toUpdateRequest,
    (values) => [
      ...postalCodeIssues(values.billingInformation, countries(), 'billingInformation'),
      ...(values.isShippingDifferent
        ? postalCodeIssues(values.shippingInformation, countries(), 'shippingInformation')
        : []),
    ],
  );
}
