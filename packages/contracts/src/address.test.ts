import { describe, expect, it } from 'vitest';
import {
  AccountAddressSchema,
  ADDRESS_LIMITS,
  AddressSchema,
  withCountry,
  type Address,
} from './address.js';
import { CheckoutAddressSchema } from './orders.js';
import { OrderAddressSchema } from './order-view.js';

const ADDRESS: Address = {
  title: '',
  firstname: 'Anna',
  lastname: 'Muster',
  company: 'Muster AG',
  street: 'Bahnhofstrasse 1',
  addressSuffix: '',
  postalCode: '8001',
  city: 'Zürich',
  countryId: 'ch',
  vatRegistrationNumber: '',
};
const FIELDS = Object.keys(AddressSchema.shape).sort();

describe('rule: one address type — the same fields and limits on accounts, checkouts and orders', () => {
  it.each([
    ['account', AccountAddressSchema.shape],
    ['checkout (plus the billing e-mail)', CheckoutAddressSchema.shape],
    ['order view (plus country and payment method)', OrderAddressSchema.shape],
  ])('the %s address has every address field', (_label, shape) => {
    for (const field of FIELDS) expect(Object.keys(shape)).toContain(field);
  });

  it('has a limit for every field', () => {
    expect(Object.keys(ADDRESS_LIMITS).sort()).toEqual(FIELDS);
  });

  it.each(Object.entries(ADDRESS_LIMITS))(
    '%s: %i characters, one more is TOO_LONG',
    (field, max) => {
      for (const schema of [AddressSchema, AccountAddressSchema, CheckoutAddressSchema]) {
        expect(schema.safeParse({ ...ADDRESS, [field]: 'x'.repeat(max) }).success).toBe(true);
        const tooLong = schema.safeParse({ ...ADDRESS, [field]: 'x'.repeat(max + 1) });
        expect(tooLong.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
          [
            [field],
            field === 'countryId' && schema === AccountAddressSchema
              ? expect.any(String)
              : 'TOO_LONG',
          ],
        ]);
      }
    },
  );

  it('every field may be empty in a checkout; an account needs the six of spec 2 §5', () => {
    expect(CheckoutAddressSchema.parse({})).toEqual({
      title: '',
      firstname: '',
      lastname: '',
      company: '',
      street: '',
      addressSuffix: '',
      postalCode: '',
      city: '',
      countryId: '',
      vatRegistrationNumber: '',
    });
    const empty = AccountAddressSchema.safeParse({ ...ADDRESS, firstname: ' ', city: '' });
    expect(empty.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['firstname'], 'REQUIRED'],
      [['city'], 'REQUIRED'],
    ]);
  });

  it('an order keeps the address with its country then, and without the e-mail', () => {
    const withEmail = { ...ADDRESS, email: 'anna@example.ch' };
    expect(withCountry(withEmail, { _id: 'ch', countryCode: 'CH', country: 'Schweiz' })).toEqual({
      ...ADDRESS,
      countryCode: 'CH',
      countryName: 'Schweiz',
    });
  });
});
