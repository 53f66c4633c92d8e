// @vitest-environment node
import type { ShippingCountry } from '@print/contracts';
import { describe, expect, it } from 'vitest';
import { matchCountryId } from './use-country-fields';

const CH = {
  _id: 'ch',
  countryCode: 'CH',
  country: 'Schweiz',
  isSelectable: true,
} as unknown as ShippingCountry;

describe('matchCountryId: the listed country a stored address names', () => {
  it('finds the id itself and the ISO code in any case', () => {
    expect(matchCountryId('ch', [CH])).toBe('ch');
    expect(matchCountryId('CH', [CH])).toBe('ch');
    expect(matchCountryId(' Ch ', [CH])).toBe('ch');
  });

  it('answers nothing for an empty or unlisted country', () => {
    expect(matchCountryId('', [CH])).toBeUndefined();
    expect(matchCountryId('de', [CH])).toBeUndefined();
    expect(matchCountryId('ch', [])).toBeUndefined();
  });
});
