import { describe, expect, it } from 'vitest';
import {
  isQrBillCharacter,
  isSpsCharacter,
  toQrBillText,
  toQrBillCharacterSet,
} from './qr-bill-text.js';

describe('rule: QR-bill texts use the Swiss Payment Standards character set (SIX IG QR-bill 2.3)', () => {
  it.each([
    ['Rue de l’Église 7', "Rue de l'Église 7"],
    ['PO-4711 Ärger ✓', 'PO-4711 Ärger'],
    ['„Müller“ – AG', '"Müller" - AG'],
    ['Café 😀 Zoë', 'Café Zoë'],
    ['Nguyễn Thị', 'Nguyen Thi'],
    ['Łódź', 'Lódz'],
    ['Ștefan Țurcanu', 'Stefan Turcanu'],
    ['Œuvre Šimon Žák', 'Œuvre Šimon Žák'],
    ['Straße 1\tHof\n2', 'Straße 1 Hof 2'],
    ['東京 Tower', 'Tower'],
  ])('%j → %j', (input, expected) => {
    expect(toQrBillText(input, 140)).toBe(expected);
  });

  it('every character of a reduced text is in the SPS set and printable by the payment part', () => {
    const reduced = toQrBillText('a’b“c”d–e✓f😀gẞhı ǅ ß € ő ł', 140);
    for (const char of reduced) {
      expect(isSpsCharacter(char.codePointAt(0) ?? 0)).toBe(true);
      expect(isQrBillCharacter(char.codePointAt(0) ?? 0)).toBe(true);
    }
  });

  it('cuts to the field length after reducing', () => {
    expect(toQrBillText('Œ'.repeat(80), 70)).toHaveLength(70);
  });

  it('reduces every free text of the data, leaves the rest', () => {
    const data = toQrBillCharacterSet({
      currency: 'CHF' as const,
      amount: 1,
      creditor: {
        name: 'Print ✓',
        address: 'Weg 1',
        zip: '8005',
        city: 'Zürich',
        account: 'X',
        country: 'CH',
      },
      debtor: {
        name: 'Zoë 😀',
        address: 'Rue de l’Église 7',
        zip: '1204',
        city: 'Genève',
        country: 'CH',
      },
      message: 'PO-4711 Ärger ✓',
    });
    expect(data).toMatchObject({
      amount: 1,
      creditor: { name: 'Print', account: 'X' },
      debtor: { name: 'Zoë', address: "Rue de l'Église 7", city: 'Genève' },
      message: 'PO-4711 Ärger',
    });
  });
});
