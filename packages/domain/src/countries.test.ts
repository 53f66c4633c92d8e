import { describe, expect, it } from 'vitest';
import { isSelectableCountry, requiresVatNumber, resolveIsBusinessCustomer } from './countries.js';

describe('rule: only CH is selectable in address forms', () => {
  it.each([
    ['CH', true],
    ['ch', true],
    ['DE', false],
    ['AT', false],
  ])('%s → %s', (code, selectable) => {
    expect(isSelectableCountry(code)).toBe(selectable);
  });
});

describe('rule: business customer = preference set to true, or a verified company', () => {
  it.each([
    [null, false, false],
    [null, true, true],
    [{ value: true, isSet: true }, false, true],
    [{ value: true, isSet: false }, false, false],
    [{ value: false, isSet: true }, false, false],
    [{ value: false, isSet: true }, true, true],
  ])('preference %j, verified company %s → %s', (preference, hasVerifiedCompany, expected) => {
    expect(resolveIsBusinessCustomer({ preference, hasVerifiedCompany })).toBe(expected);
  });
});

describe('rule: a VAT number is needed for a business customer in an EU country other than DE', () => {
  it.each([
    [true, { countryCode: 'AT', isEU: true }, true],
    [true, { countryCode: 'DE', isEU: true }, false],
    [true, { countryCode: 'CH', isEU: false }, false],
    [false, { countryCode: 'AT', isEU: true }, false],
    [true, null, false],
  ])('business %s in %j → %s', (isBusinessCustomer, country, expected) => {
    expect(requiresVatNumber({ isBusinessCustomer, country })).toBe(expected);
  });
});
