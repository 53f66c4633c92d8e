// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressLines, countryLine } from './desk-address';

describe('desk addresses', () => {
  it('names the country in the desk language, from an order’s code or an account’s id', () => {
    expect(countryLine({ countryId: 'ch', countryCode: 'CH', countryName: 'Schweiz' }, 'en')).toBe(
      'Switzerland',
    );
    expect(countryLine({ countryId: 'de' }, 'de')).toBe('Deutschland');
    expect(countryLine({ countryName: 'Liechtenstein' }, 'en')).toBe('Liechtenstein');
    expect(countryLine({}, 'en')).toBeNull();
  });

  it('prints the lines in order without empty parts and never the raw id', () => {
    const lines = addressLines(
      {
        company: 'Muster AG',
        title: '',
        firstname: 'Anna',
        lastname: 'Muster',
        street: 'Bahnhofstrasse 1',
        addressSuffix: ' ',
        postalCode: '8001',
        city: 'Zürich',
        countryId: 'ch',
        vatRegistrationNumber: '',
      },
      'de',
    );
    expect(lines).toEqual([
      'Muster AG',
      'Anna Muster',
      'Bahnhofstrasse 1',
      '8001 Zürich',
      'Schweiz',
    ]);
  });
});
