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

  it('requires the six billing fields plus company, and the reference number', () => {
    const details = makeDetails({ referenceNumber: '' });
    const billing = { ...details.billingAddress, company: ' ', city: '', street: '' };
    const issues = issuesOf({ ...details, billingAddress: billing });
    expect(issues).toEqual(
      expect.arrayContaining([
        'billingAddress.company:required',
        'billingAddress.city:required',
        'billingAddress.street:required',
      ]),
    );
    expect(issues.some((issue) => issue.startsWith('referenceNumber:'))).toBe(true);
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

  it('limits the phone to 15 characters', () => {
    const issues = issuesOf(makeDetails({ phone: '+41 44 123 45 678' }));
    expect(issues).toEqual(['phone:Too big: expected string to have <=15 characters']);
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
