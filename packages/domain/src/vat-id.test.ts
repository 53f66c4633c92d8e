import { describe, expect, it } from 'vitest';
import { checkSwissVatId, uidCheckDigit } from './vat-id.js';

describe('rule: the shop VAT number is a Swiss UID with MWST/TVA/IVA and a valid eCH-0097 check digit', () => {
  it.each(['CHE-123.456.788 MWST', 'CHE-123.456.788 TVA', 'CHE-123.456.788 IVA'])(
    'accepts %s',
    (value) => {
      expect(checkSwissVatId(value)).toBeNull();
    },
  );

  it('computes the check digit (1·5+2·4+3·3+4·2+5·7+6·6+7·5+8·4 = 168, 168 mod 11 = 3, 11 − 3 = 8)', () => {
    expect(uidCheckDigit('12345678')).toBe(8);
    expect(uidCheckDigit('00000000')).toBe(0); // rest 0 → 11 → 0
  });

  it("refuses a wrong check digit (the issue's example CHE-123.456.789 is one)", () => {
    expect(checkSwissVatId('CHE-123.456.789 MWST')).toBe('VAT_ID_CHECK_DIGIT');
  });

  it.each([
    'CHE-123.456.788',
    'CHE123456788 MWST',
    'che-123.456.788 MWST',
    'CHE-123.456.788 VAT',
    'DE123456789',
    ' CHE-123.456.788 MWST',
    'CHE-123.456.78 MWST',
  ])('refuses the format %j', (value) => {
    expect(checkSwissVatId(value)).toBe('VAT_ID_FORMAT');
  });
});
