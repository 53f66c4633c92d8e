import type { OrderAddress, OrderView } from '@print/contracts';
import { selectDisplayedPaymentMethod } from '@print/domain';
import type { AddressFormValues, PaymentDetailsFormValues } from './payment-details-form';

function toAddressValues(address: OrderAddress): AddressFormValues {
  return {
    title: address.title,
    company: address.company,
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    addressSuffix: address.addressSuffix,
    postalCode: address.postalCode,
    city: address.city,
    countryId: address.countryId,
    vatRegistrationNumber: address.vatRegistrationNumber,
  };
}

/**
 * An existing order shown in the payment-details form (spec 2 §4): read-only, the
 * shipping-differs flag set, a quote shown as prepaid and a PayPal order as PayPal.
 */
export function toOrderFormValues(order: OrderView): PaymentDetailsFormValues {
  return {
    email: order.email,
    phone: order.phone,
    referenceNumber: order.customerRemarks.referenceNumber,
    billingAddress: toAddressValues(order.billingInformation),
    isShippingDifferent: true,
    shippingAddress: toAddressValues(order.shippingInformation),
    billingPaymentMethod: selectDisplayedPaymentMethod(order.paymentMethod),
    saveNewAddress: false,
  };
}
