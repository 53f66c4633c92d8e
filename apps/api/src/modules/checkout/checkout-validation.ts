import {
  withCountry,
  type Address,
  type AddressWithCountry,
  type CheckoutCommand,
  type ShippingCountry,
} from '@print/contracts';
import {
  checkPaymentMethod,
  err,
  isSelectableCountry,
  ok,
  requiresVatNumber,
  selectDeliveryAddress,
  type Result,
} from '@print/domain';

export type CheckoutValidationErrorCode =
  | 'COUNTRY_NOT_SELECTABLE'
  | 'POSTAL_CODE_INVALID'
  | 'VAT_NUMBER_REQUIRED'
  | 'PAYMENT_METHOD_NOT_AVAILABLE'
  | 'NOT_AUTHENTICATED';

function checkAddress(
  address: Address,
  role: 'billingAddress' | 'shippingAddress',
  countries: readonly ShippingCountry[],
): Result<ShippingCountry, CheckoutValidationErrorCode> {
  const country = countries.find((c) => c._id === address.countryId);
  if (country === undefined || !country.isSelectable || !isSelectableCountry(country.countryCode)) {
    return err('COUNTRY_NOT_SELECTABLE', 'Only Switzerland can be chosen', {
      field: `paymentDetails.${role}.countryId`,
    });
  }
  if (!new RegExp(country.postalCodeRegex).test(address.postalCode)) {
    return err('POSTAL_CODE_INVALID', `Not a postal code of ${country.country}`, {
      field: `paymentDetails.${role}.postalCode`,
    });
  }
  return ok(country);
}

/**
 * Spec 2 §5 beyond the request schema (which checks required fields and lengths): selectable
 * country, the country's postal-code pattern, the VAT-number rule, and §4's payment-method
 * availability (prepaid/PayPal not with attached drawings, quote signed in only). Answers the
 * billing and delivery addresses with their countries, as the order keeps them.
 */
export function validateCheckout(
  command: CheckoutCommand,
  ctx: {
    readonly countries: readonly ShippingCountry[];
    readonly hasAttachments: boolean;
    readonly isSignedIn: boolean;
  },
): Result<
  { readonly billing: AddressWithCountry; readonly shipping: AddressWithCountry },
  CheckoutValidationErrorCode
> {
  const details = command.paymentDetails;
  const method = checkPaymentMethod(details.billingPaymentMethod, {
    hasAttachments: ctx.hasAttachments,
    isLoggedIn: ctx.isSignedIn,
    existingOrderMethod: null,
  });
  if (!method.ok) {
    return method.error.code === 'LOGIN_REQUIRED'
      ? err('NOT_AUTHENTICATED', 'Quotes are available to signed-in customers only')
      : err('PAYMENT_METHOD_NOT_AVAILABLE', method.error.message, {
          reason: method.error.code,
          field: 'paymentDetails.billingPaymentMethod',
        });
  }
  const billingCountry = checkAddress(details.billingAddress, 'billingAddress', ctx.countries);
  if (!billingCountry.ok) return billingCountry;
  const shippingAddress = selectDeliveryAddress(details);
  // Delivery to the billing address: its country is checked already.
  const shippingCountry =
    shippingAddress === details.billingAddress
      ? billingCountry
      : checkAddress(shippingAddress, 'shippingAddress', ctx.countries);
  if (!shippingCountry.ok) return shippingCountry;
  const needsVat = requiresVatNumber({
    isBusinessCustomer: command.isBusinessCustomer,
    country: { countryCode: billingCountry.value.countryCode, isEU: billingCountry.value.isEU },
  });
  if (needsVat && details.billingAddress.vatRegistrationNumber === '') {
    return err('VAT_NUMBER_REQUIRED', 'A business customer in this country needs a VAT number', {
      field: 'paymentDetails.billingAddress.vatRegistrationNumber',
    });
  }
  return ok({
    billing: withCountry(details.billingAddress, billingCountry.value),
    shipping: withCountry(shippingAddress, shippingCountry.value),
  });
}
