import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, AddressSchema } from './address.js';
import { CheckoutRequestSchema, PaymentDetailsSchema } from './orders.js';

// DECISIONS.md "Customer data": phone up to 25 characters with 6 to 15 digits; names up to 50;
// company required for business customers only. Limits are refused, never cut.

const billing = {
  title: '',
  firstname: 'Anna',
  lastname: 'Muster',
  company: '',
  street: 'Bahnhofstrasse 1',
  addressSuffix: '',
  postalCode: '8001',
  city: 'Zürich',
  countryId: 'ch',
  vatRegistrationNumber: '',
  email: 'anna@example.ch',
};

function checkout(overrides: { company?: string; phone?: string; isBusinessCustomer?: boolean }) {
  return CheckoutRequestSchema.safeParse({
    cartId: 'cart-1',
    isBusinessCustomer: overrides.isBusinessCustomer ?? false,
    paymentDetails: {
      email: 'anna@example.ch',
      phone: overrides.phone ?? '',
      billingPaymentMethod: 'billing',
      customerRemarks: { referenceNumber: 'PO-4711' },
      isBillingAndShippingEqual: true,
      billingAddress: { ...billing, company: overrides.company ?? '' },
      shippingMethodId: 'standard',
    },
  });
}

function issuePaths(result: ReturnType<typeof checkout>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('rule: company is required for business customers only', () => {
  it('a private customer orders without a company', () => {
    expect(checkout({ isBusinessCustomer: false }).success).toBe(true);
  });

  it('a business customer without a company is refused at the company field', () => {
    const result = checkout({ isBusinessCustomer: true });
    expect(issuePaths(result)).toEqual(['paymentDetails.billingAddress.company']);
  });

  it('a business customer with a company passes', () => {
    expect(checkout({ isBusinessCustomer: true, company: 'Muster AG' }).success).toBe(true);
  });
});

describe('rule: phone up to 25 characters with 6 to 15 digits, never cut', () => {
  it('keeps "+41 79 123 45 67" whole', () => {
    const result = PaymentDetailsSchema.shape.phone.safeParse('+41 79 123 45 67');
    expect(result).toEqual({ success: true, data: '+41 79 123 45 67' });
  });

  it.each([
    ['26 characters', '+41 (0)79 123 45 67 / 8901', 'TOO_LONG'],
    ['5 digits', '12 345', 'PHONE_INVALID'],
    ['16 digits', '+49 1234 5678 9012 34', 'PHONE_INVALID'],
    ['a letter', '+41 79 123 45 6x', 'PHONE_INVALID'],
  ])('refuses %s with %s (the value is not shortened)', (_label, phone, message) => {
    const result = PaymentDetailsSchema.shape.phone.safeParse(phone);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('the checkout request refuses a wrong phone at paymentDetails.phone', () => {
    expect(issuePaths(checkout({ phone: '12345' }))).toEqual(['paymentDetails.phone']);
    expect(checkout({ phone: '+41 79 123 45 67' }).success).toBe(true);
  });
});

describe('rule: first and last names up to 50 characters, never cut', () => {
  const doubleName = 'Bärtschi-Wolfeschlegelsteinhausen-Bergmann'; // 42 characters

  it('keeps a 42-character double name whole and refuses 51 characters', () => {
    expect(ADDRESS_LIMITS.firstname).toBe(50);
    expect(ADDRESS_LIMITS.lastname).toBe(50);
    const whole = AddressSchema.safeParse({ firstname: 'Anna-Maria', lastname: doubleName });
    expect(whole.success && whole.data.lastname).toBe(doubleName);
    const tooLong = AddressSchema.safeParse({ lastname: 'x'.repeat(51) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('TOO_LONG');
  });
});
