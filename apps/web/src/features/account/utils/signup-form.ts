import { SignupRequestSchema, type SignupRequest } from '@print/contracts';
import { contractResolver } from './contract-resolver';
import { emptyAddress, type AddressFormValues } from '../../../components/address-form-values';
import { postalCodeIssues } from './address-form';
import type { ShippingCountry } from '@print/contracts';

export interface SignupFormValues {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly repeatPassword: string;
  readonly billingAddress: AddressFormValues;
  readonly isShippingDifferent: boolean;
  readonly shippingAddress: AddressFormValues;
  readonly isPrivacyAccepted: boolean;
}

export const EMPTY_SIGNUP: SignupFormValues = {
  username: '',
  email: '',
  password: '',
  repeatPassword: '',
  billingAddress: emptyAddress(),
  isShippingDifferent: false,
  shippingAddress: emptyAddress(),
  isPrivacyAccepted: false,
};

/** The signup body (spec 2 §7): a shipping address only when it differs (else null). */
export function toSignupRequest(values: SignupFormValues): SignupRequest {
  return {
    username: values.username,
    email: values.email,
    password: values.password,
    repeatPassword: values.repeatPassword,
    billingAddress: values.billingAddress,
    shippingAddress: values.isShippingDifferent ? values.shippingAddress : null,
  };
}

/**
 * The contract's SignupRequestSchema plus the page's own rules: the privacy checkbox and the
 * postal codes against the countries' patterns (`countries` is read when the form validates).
 */
export function createSignupResolver(countries: () => readonly ShippingCountry[]) {
  return contractResolver<SignupFormValues>(SignupRequestSchema, toSignupRequest, (values) => [
    ...(values.isPrivacyAccepted ? [] : [['isPrivacyAccepted', 'PRIVACY_REQUIRED'] as const]),
    ...postalCodeIssues(values.billingAddress, countries(), 'billingAddress'),
    ...(values.isShippingDifferent
      ? postalCodeIssues(values.shippingAddress, countries(), 'shippingAddress')
      : []),
  ]);
}
