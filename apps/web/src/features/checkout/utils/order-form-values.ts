import type { OrderView } from '@print/contracts';
import { selectDisplayedPaymentMethod } from '@print/domain';
import { toAddressFormValues } from '../../../components/address-form-values';
import type { PaymentDetailsFormValues } from './payment-details-form';

/**
 * An existing order shown in the payment-details form (spec 2 §4): read-only, the
 * shipping-differs flag set, a quote shown as prepaid and a PayPal order as PayPal.
 */
export function toOrderFormValues(order: OrderView): PaymentDetailsFormValues {
  return {
    email: order.email,
    phone: order.phone,
    referenceNumber: order.customerRemarks.referenceNumber,
    billingAddress: toAddressFormValues(order.billingInformation),
    isShippingDifferent: true,
    shippingAddress: toAddressFormValues(order.shippingInformation),
    billingPaymentMethod: selectDisplayedPaymentMethod(order.paymentMethod),
    saveNewAddress: false,
  };
}
