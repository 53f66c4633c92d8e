// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { createSignupResolver, EMPTY_SIGNUP, type SignupFormValues } from './signup-form';

const CH = { _id: 'ch', postalCodeRegex: '^[1-9][0-9]{3}$' };
const signupResolver = createSignupResolver(() => [CH as never]);

const ADDRESS = {
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
};
const VALID: SignupFormValues = {
  ...EMPTY_SIGNUP,
  username: 'anna',
  email: 'anna@example.ch',
  password: 'ein langes Passwort',
  repeatPassword: 'ein langes Passwort',
  billingAddress: ADDRESS,
  isPrivacyAccepted: true,
};

async function errorsOf(values: SignupFormValues): Promise<Record<string, unknown>> {
  const result = await signupResolver(values, undefined, {} as ResolverOptions<SignupFormValues>);
  return flatten(result.errors);
}

function flatten(errors: FieldErrors, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'message' in value) out[path] = value.message;
    else if (value && typeof value === 'object')
      Object.assign(out, flatten(value as FieldErrors, path));
  }
  return out;
}

describe('registration form rules (spec 2 §5, the contract’s schema)', () => {
  it('accepts a complete registration', async () => {
    expect(await errorsOf(VALID)).toEqual({});
  });

  it.each([
    ['abc', 'USER_NAME_TOO_SHORT'],
    ['a'.repeat(21), 'USER_NAME_TOO_LONG'],
    ['anna@shop', 'USER_NAME_INVALID'],
  ])('user name %j → %s', async (username, code) => {
    expect(await errorsOf({ ...VALID, username })).toEqual({ username: code });
  });

  it('password 12..128, not blank, not one repeated character, and the repeat must match', async () => {
    expect(await errorsOf({ ...VALID, password: 'kurz', repeatPassword: 'kurz' })).toEqual({
      password: 'PASSWORD_TOO_SHORT',
    });
    const eleven = 'elf Zeichen';
    expect(await errorsOf({ ...VALID, password: eleven, repeatPassword: eleven })).toEqual({
      password: 'PASSWORD_TOO_SHORT',
    });
    for (const simple of [' '.repeat(12), 'a'.repeat(12)]) {
      expect(await errorsOf({ ...VALID, password: simple, repeatPassword: simple })).toEqual({
        password: 'PASSWORD_TOO_SIMPLE',
      });
    }
    expect(await errorsOf({ ...VALID, repeatPassword: 'etwas anderes' })).toEqual({
      repeatPassword: 'PASSWORDS_DO_NOT_MATCH',
    });
    const long = 'p'.repeat(129);
    expect(await errorsOf({ ...VALID, password: long, repeatPassword: long })).toMatchObject({
      password: 'PASSWORD_TOO_LONG',
    });
  });

  it('privacy checkbox required; e-mail checked', async () => {
    expect(await errorsOf({ ...VALID, isPrivacyAccepted: false, email: 'nope' })).toEqual({
      isPrivacyAccepted: 'PRIVACY_REQUIRED',
      email: 'EMAIL_INVALID',
    });
  });

  it('billing needs names, street, postal code, city and country; names at most 50 (DECISIONS.md "Customer data")', async () => {
    const billingAddress = { ...ADDRESS, firstname: '', city: ' ', lastname: 'x'.repeat(51) };
    expect(await errorsOf({ ...VALID, billingAddress })).toEqual({
      'billingAddress.firstname': 'REQUIRED',
      'billingAddress.lastname': 'TOO_LONG',
      'billingAddress.city': 'REQUIRED',
    });
  });

  it('the postal code must match the country’s pattern (spec 2 §5)', async () => {
    expect(
      await errorsOf({ ...VALID, billingAddress: { ...ADDRESS, postalCode: '80011' } }),
    ).toEqual({ 'billingAddress.postalCode': 'POSTAL_CODE_INVALID' });
  });

  it('shipping fields are required only when shipping differs', async () => {
    expect(await errorsOf({ ...VALID, isShippingDifferent: false })).toEqual({});
    const errors = await errorsOf({ ...VALID, isShippingDifferent: true });
    expect(Object.keys(errors).sort()).toEqual([
      'shippingAddress.city',
      'shippingAddress.countryId',
      'shippingAddress.firstname',
      'shippingAddress.lastname',
      'shippingAddress.postalCode',
      'shippingAddress.street',
    ]);
  });
});
