import { describe, expect, it } from 'vitest';
import { LEGACY_COLUMNS, parseLegacyOrdersCsv } from './legacy-order-csv.js';
import { parseFrancsToCents, parseLegacyDate } from './legacy-values.js';

const HEADER = LEGACY_COLUMNS.join(';');
const row = (fields: Partial<Record<(typeof LEGACY_COLUMNS)[number], string>>) =>
  LEGACY_COLUMNS.map((c) => fields[c] ?? '').join(';');
const base = {
  id: '1',
  date: '13.03.2019',
  publicStatus_de: 'Versendet',
  prodTime: '5',
  shipTime: '2',
  shipFirstName: 'Elena',
  shipLastName: 'Moser',
  shipStreet: 'Bahnhofstrasse',
  shipHouseNumber: '55',
  shipPostcode: '1268',
  shipCity: 'Burtigny',
  shipCountry: 'Schweiz',
  eMail: 'Elena.Moser@Example.ch',
  priceBrutto: '518.72',
  shipCost: '12.00',
  methodForm_de: 'PayPal',
};

describe('legacy export values', () => {
  it.each([
    ['13.03.2019', '2019-03-13'],
    ['1.2.2020', '2020-02-01'],
    ['2019-06-16 10:20:00', '2019-06-16T10:20:00'],
    ['2019-06-16', '2019-06-16'],
    ['31.02.2019', null],
    ['2019-13-01 10:00:00', null],
    ['2019-06-16 25:00:00', null],
    ['16/06/2019', null],
    ['', null],
  ])('date %s → %s', (raw, expected) => expect(parseLegacyDate(raw)).toBe(expected));

  it.each([
    ['518.72', 51872],
    ['12', 1200],
    ['0.5', 50],
    ['1117.45', 111745],
    ['12,00', null],
    ['-3.00', null],
    ['1.234', null],
  ])('francs %s → %s cents', (raw, expected) => expect(parseFrancsToCents(raw)).toBe(expected));
});

describe('parseLegacyOrdersCsv', () => {
  it('takes billing from shipping when the billing address is empty, keeps a filled one', () => {
    const csv = [
      HEADER,
      row({ ...base, billLastName: 'Moser' }),
      row({
        ...base,
        id: '2',
        billFirstName: 'Karin',
        billLastName: 'Meier',
        billStreet: 'Kirchweg',
        billHouseNumber: '69',
        billPostcode: '6182',
        billCity: 'Escholzmatt',
      }),
    ].join('\r\n');
    const { records, problems } = parseLegacyOrdersCsv(csv);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({
      billFirstName: 'Elena',
      billStreet: 'Bahnhofstrasse',
      billPostcode: '1268',
      billCity: 'Burtigny',
      email: 'elena.moser@example.ch',
      priceBruttoCents: 51872,
      shipCostCents: 1200,
      orderDate: '2019-03-13',
    });
    expect(records[1]).toMatchObject({
      billFirstName: 'Karin',
      billCity: 'Escholzmatt',
      billCountry: 'Schweiz',
    });
  });

  it('reports unreadable rows with their line numbers and keeps the others', () => {
    const csv = [
      HEADER,
      row(base),
      row({ ...base, id: '2', date: '31.02.2019' }),
      row({ ...base, id: '3', priceBrutto: '12,50' }),
      `4;${base.date}`,
      row({ ...base, id: '5', billStreet: 'Kirchweg' }),
      row({ ...base, eMail: 'nobody', id: '6' }),
      row(base),
      '',
    ].join('\r\n');
    const { records, problems } = parseLegacyOrdersCsv(csv);
    expect(records.map((r) => r.id)).toEqual(['1']);
    expect(problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(problems[0]?.message).toContain('31.02.2019');
    expect(problems[1]?.message).toContain('priceBrutto');
    expect(problems[3]?.message).toContain('billing address is incomplete');
    expect(problems[5]?.message).toContain('repeats line 2');
  });

  it('reads quoted fields and refuses a file without the legacy header', () => {
    const quoted = [HEADER, row({ ...base, shipCity: '"Büren; NW"' })].join('\n');
    expect(parseLegacyOrdersCsv(quoted).records[0]?.shipCity).toBe('Büren; NW');
    const wrong = parseLegacyOrdersCsv('a;b;c\r\n1;2;3');
    expect(wrong.records).toEqual([]);
    expect(wrong.problems[0]).toMatchObject({ line: 1 });
  });
});
