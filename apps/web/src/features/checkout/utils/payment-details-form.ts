import {
  billingRequiredFields,
  CheckoutAddressSchema,
  PaymentDetailsSchema,
  PaymentMethodKeySchema,
  SHIPPING_REQUIRED_FIELDS,
  type PaymentDetails,
  type ShippingCountry,
} from '@print/contracts';
import {
  DEFAULT_CHECKOUT_PAYMENT_METHOD,
  isCompanyRequired,
  requiresVatNumber,
  type PaymentMethodKey,
} from '@print/domain';
import { z } from 'zod';
import { emptyAddress, type AddressFormValues } from '../../../components/address-form-values';

type AddressField = keyof AddressFormValues;

/** The payment-details form as the customer fills it (strings and flags, no money). */
export interface PaymentDetailsFormValues {
  readonly email: string;
  readonly phone: string;
  readonly referenceNumber: string;
  readonly billingAddress: AddressFormValues;
  readonly isShippingDifferent: boolean;
  readonly shippingAddress: AddressFormValues;
  readonly billingPaymentMethod: PaymentMethodKey;
  readonly saveNewAddress: boolean;
}

export function createEmptyDetails(countryId: string): PaymentDetailsFormValues {
  return {
    email: '',
    phone: '',
    referenceNumber: '',
    billingAddress: emptyAddress(countryId),
    isShippingDifferent: false,
    shippingAddress: emptyAddress(countryId),
    billingPaymentMethod: DEFAULT_CHECKOUT_PAYMENT_METHOD,
    saveNewAddress: false,
  };
}

export interface PaymentDetailsRules {
  readonly countries: readonly ShippingCountry[];
  readonly isBusinessCustomer: boolean;
  readonly availableMethods: readonly PaymentMethodKey[];
}

type IssueAdder = (path: (string | number)[], message: FormIssueKey) => void;

/** The translation keys (checkout namespace, validation.*) a field error can carry. */
export type FormIssueKey =
  'required' | 'companyRequired' | 'postalCode' | 'vatRequired' | 'paymentMethod';

function checkAddress(
  address: Readonly<Record<AddressField, string>>,
  role: 'billingAddress' | 'shippingAddress',
  rules: PaymentDetailsRules,
  addIssue: IssueAdder,
): void {
  const required =
    role === 'billingAddress' ? billingRequiredFields(rules) : SHIPPING_REQUIRED_FIELDS;
  for (const field of required) {
    if (address[field].trim() !== '') continue;
    // DECISIONS.md "Customer data": the company only for business customers, and it says why.
    const isCompany = field === 'company' && isCompanyRequired(rules);
    addIssue([role, field], isCompany ? 'companyRequired' : 'required');
  }
  const country = rules.countries.find((entry) => entry._id === address.countryId) ?? null;
  if (country === null || !country.isSelectable) {
    if (address.countryId !== '') addIssue([role, 'countryId'], 'required');
    return;
  }
  const postalCode = address.postalCode.trim();
  if (postalCode !== '' && !new RegExp(country.postalCodeRegex).test(postalCode)) {
    addIssue([role, 'postalCode'], 'postalCode');
  }
  const needsVat = requiresVatNumber({ isBusinessCustomer: rules.isBusinessCustomer, country });
  if (role === 'billingAddress' && needsVat && address.vatRegistrationNumber.trim() === '') {
    addIssue([role, 'vatRegistrationNumber'], 'vatRequired');
  }
}

/**
 * The form's schema: the contract's field schemas (lengths, e-mail, phone characters) plus the
 * rules of spec 2 §5 that depend on the page (required fields per role, the country's postal
 * code pattern, the VAT number rule, the available payment methods).
 */
export function createPaymentDetailsFormSchema(rules: PaymentDetailsRules) {
  const fields = PaymentDetailsSchema.shape;
  return z
    .object({
      email: fields.email,
      phone: fields.phone,
      referenceNumber: fields.customerRemarks.shape.referenceNumber,
      billingAddress: CheckoutAddressSchema,
      isShippingDifferent: z.boolean(),
      shippingAddress: CheckoutAddressSchema,
      billingPaymentMethod: PaymentMethodKeySchema,
      saveNewAddress: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const addIssue: IssueAdder = (path, message) =>
        ctx.addIssue({ code: 'custom', path, message });
      checkAddress(values.billingAddress, 'billingAddress', rules, addIssue);
      if (values.isShippingDifferent) {
        checkAddress(values.shippingAddress, 'shippingAddress', rules, addIssue);
      }
      if (!rules.availableMethods.includes(values.billingPaymentMethod)) {
        addIssue(['billingPaymentMethod'], 'paymentMethod');
      }
    });
}

/** The contract's payment details from the form and the review page's choices. */
export function toPaymentDetails(
  values: PaymentDetailsFormValues,
  review: { readonly shippingMethodId: string; readonly signupToNewsletter: boolean },
  isLoggedIn: boolean,
): PaymentDetails {
  const billingAddress = { ...values.billingAddress, email: values.email.trim() };
  return {
    email: values.email.trim(),
    phone: values.phone.trim(),
    billingPaymentMethod: values.billingPaymentMethod,
    customerRemarks: { referenceNumber: values.referenceNumber.trim() },
    isBillingAndShippingEqual: !values.isShippingDifferent,
    billingAddress,
    shippingAddress: values.isShippingDifferent
      ? { ...values.shippingAddress, email: undefined }
      : { ...values.billingAddress, email: undefined },
    shippingMethodId: review.shippingMethodId,
    signupToNewsletter: review.signupToNewsletter,
    ...(isLoggedIn ? { saveNewAddress: values.saveNewAddress } : {}),
  };
}

/** The address the parcel goes to: the shipping address when it differs, else the billing one. */
export function selectDeliveryAddress(values: PaymentDetailsFormValues): AddressFormValues {
  return values.isShippingDifferent ? values.shippingAddress : values.billingAddress;
}
