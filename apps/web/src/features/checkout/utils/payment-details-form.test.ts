// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CheckoutRequestSchema } from '@print/contracts';
import { AUSTRIA, COUNTRIES, SWITZERLAND, makeDetails } from '../test/fixtures';
import {
  createPaymentDetailsFormSchema,
  toPaymentDetails,
  type PaymentDetailsRules,
} from './payment-details-form';

const RULES: PaymentDetailsRules = {
  countries: COUNTRIES,
  isBusinessCustomer: false,
  availableMethods: ['billing', 'prepaid', 'paypal'],
};

function issuesOf(values: unknown, rules = RULES): string[] {
  const result = createPaymentDetailsFormSchema(rules).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('payment-details form rules (spec 2 §5)', () => {
  it('accepts a complete invoice order', () => {
    expect(issuesOf(makeDetails())).toEqual([]);
  });

  it('requires the six billing fields and the reference number', () => {
    const details = makeDetails({ referenceNumber: '' });
    const billing = { ...details.billingAddress, city: '', street: '' };
    const issues = issuesOf({ ...details, billingAddress: billing });
    expect(issues).toEqual(
      expect.arrayContaining(['billingAddress.city:required', 'billingAddress.street:required']),
    );
    expect(issues.some((issue) => issue.startsWith('referenceNumber:'))).toBe(true);
  });

  it('rule: company is required for business customers only (DECISIONS.md "Customer data")', () => {
    const billing = { ...makeDetails().billingAddress, company: ' ' };
    // A private customer no longer has to type "Privat".
    expect(issuesOf(makeDetails({ billingAddress: billing }))).toEqual([]);
    // A business customer is refused, with the sentence that says why.
    expect(
      issuesOf(makeDetails({ billingAddress: billing }), { ...RULES, isBusinessCustomer: true }),
    ).toEqual(['billingAddress.company:companyRequired']);
  });

  it('requires the shipping fields only when shipping differs (company optional there)', () => {
    const empty = { ...makeDetails().shippingAddress, firstname: '', postalCode: '' };
    expect(issuesOf(makeDetails({ shippingAddress: empty }))).toEqual([]);
    const issues = issuesOf(makeDetails({ isShippingDifferent: true, shippingAddress: empty }));
    expect(issues).toEqual([
      'shippingAddress.firstname:required',
      'shippingAddress.postalCode:required',
    ]);
  });

  it('checks the postal code against the chosen country’s pattern', () => {
    const billing = { ...makeDetails().billingAddress, postalCode: '80011' };
    expect(issuesOf(makeDetails({ billingAddress: billing }))).toEqual([
      'billingAddress.postalCode:postalCode',
    ]);
  });

  it('refuses a country that is not selectable (only CH)', () => {
    const billing = { ...makeDetails().billingAddress, countryId: AUSTRIA._id, postalCode: '1010' };
    expect(issuesOf(makeDetails({ billingAddress: billing }))).toEqual([
      'billingAddress.countryId:required',
    ]);
  });

  it('rule: phone up to 25 characters with 6 to 15 digits (DECISIONS.md "Customer data")', () => {
    expect(issuesOf(makeDetails({ phone: '+41 79 123 45 67' }))).toEqual([]);
    expect(issuesOf(makeDetails({ phone: '+41 (0)79 123 45 67 / 8901' }))).toEqual([
      'phone:TOO_LONG',
    ]);
    expect(issuesOf(makeDetails({ phone: '044 12' }))).toEqual(['phone:PHONE_INVALID']);
  });

  it('rule: names up to 50 characters, a 42-character double name passes whole', () => {
    const lastname = 'Bärtschi-Wolfeschlegelsteinhausen-Bergmann';
    const billing = { ...makeDetails().billingAddress, lastname };
    expect(issuesOf(makeDetails({ billingAddress: billing }))).toEqual([]);
    const tooLong = { ...billing, lastname: 'x'.repeat(51) };
    expect(issuesOf(makeDetails({ billingAddress: tooLong }))).toEqual([
      'billingAddress.lastname:TOO_LONG',
    ]);
  });

  it('needs a VAT number for a business customer in an EU country other than DE', () => {
    const eu = {
      ...SWITZERLAND,
      _id: 'country-fr',
      countryCode: 'FR',
      isEU: true,
      postalCodeRegex: '^[0-9]{5}$',
    };
    const rules = { ...RULES, countries: [eu], isBusinessCustomer: true };
    const billing = { ...makeDetails().billingAddress, countryId: eu._id, postalCode: '75001' };
    expect(issuesOf(makeDetails({ billingAddress: billing }), rules)).toEqual([
      'billingAddress.vatRegistrationNumber:vatRequired',
    ]);
    const withVat = { ...billing, vatRegistrationNumber: 'FR12345678901' };
    expect(issuesOf(makeDetails({ billingAddress: withVat }), rules)).toEqual([]);
    expect(
      issuesOf(makeDetails({ billingAddress: billing }), { ...rules, isBusinessCustomer: false }),
    ).toEqual([]);
  });

  it('refuses a payment method that is not available (quote when anonymous)', () => {
    expect(issuesOf(makeDetails({ billingPaymentMethod: 'quote' }))).toEqual([
      'billingPaymentMethod:paymentMethod',
    ]);
  });
});

describe('toPaymentDetails', () => {
  it('builds a body the server’s CheckoutRequestSchema accepts, billing copied to shipping', () => {
    const details = toPaymentDetails(
      makeDetails(),
      { shippingMethodId: 'ship-standard', signupToNewsletter: true },
      false,
    );
    expect(details.isBillingAndShippingEqual).toBe(true);
    expect(details.shippingAddress?.street).toBe('Bahnhofstrasse 1');
    expect(details.billingAddress.email).toBe('anna@example.ch');
    expect(details).not.toHaveProperty('saveNewAddress');
    const parsed = CheckoutRequestSchema.safeParse({
      cartId: 'cart-1',
      paymentDetails: details,
      isBusinessCustomer: false,
    });
    expect(parsed.success).toBe(true);
  });

  it('sends the differing shipping address and, signed in, the save flag', () => {
    const shipping = { ...makeDetails().shippingAddress, street: 'Lagerweg 9' };
    const details = toPaymentDetails(
      makeDetails({ isShippingDifferent: true, shippingAddress: shipping, saveNewAddress: true }),
      { shippingMethodId: 'ship-standard', signupToNewsletter: false },
      true,
    );
    expect(details.isBillingAndShippingEqual).toBe(false);
    expect(details.shippingAddress?.street).toBe('Lagerweg 9');
    expect(details.saveNewAddress).toBe(true);
  });
});
