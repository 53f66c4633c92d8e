// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toAddressFormValues } from './address-form-values';

describe('toAddressFormValues', () => {
  it('keeps the form fields of an order address and leaves its country and payment method out', () => {
    const fields = {
      title: 'Dr.',
      company: 'Muster AG',
      firstname: 'Anna',
      lastname: 'Muster',
      street: 'Bahnhofstrasse 1',
      addressSuffix: 'Postfach',
      postalCode: '8001',
      city: 'Zürich',
      countryId: 'ch',
      vatRegistrationNumber: 'CHE-123.456.789',
    };
    const orderAddress = {
      ...fields,
      country: { name: 'Schweiz', countryCode: 'CH' },
      paymentMethod: 'billing',
    };
    expect(toAddressFormValues(orderAddress)).toEqual(fields);
  });

  it('reads a missing address (the account without a shipping address) as empty', () => {
    expect(toAddressFormValues(null)).toEqual(expect.objectContaining({ street: '', city: '' }));
  });
});
