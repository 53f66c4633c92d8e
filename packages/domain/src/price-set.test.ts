import { describe, expect, it } from 'vitest';
import { classifyPriceSets, comparePrices, findMissingPrices } from './price-set.js';

describe('price sets (issue 26 item 6)', () => {
  it('lists every missing price, available or not, in the order of the set', () => {
    const missing = findMissingPrices({
      printModes: [
        {
          id: 'sls',
          setupFeeCents: 1200,
          materialCentsPerCm3: null,
          packingCentsPerCm3: 4,
          minPartPriceCents: null,
        },
      ],
      surfaceFinishes: [{ id: 'raw', finishCentsPerCm2: 0 }],
      colors: [{ id: 'black', colourFactorBp: null }],
      processingOptions: [{ id: 'insert-m3', priceCents: 250 }],
      shippingMethods: [{ id: 'ch-express', priceCents: null }],
    });
    expect(missing).toEqual([
      { kind: 'printMode', id: 'sls', field: 'materialCentsPerCm3' },
      { kind: 'printMode', id: 'sls', field: 'minPartPriceCents' },
      { kind: 'color', id: 'black', field: 'colourFactorBp' },
      { kind: 'shippingMethod', id: 'ch-express', field: 'priceCents' },
    ]);
  });

  it('the latest effective date not after now is effective; later ones are scheduled', () => {
    const at = new Date('2026-12-01T00:00:00Z');
    const sets = [
      { id: 'a', version: 1, effectiveFrom: new Date('1970-01-01T00:00:00Z') },
      { id: 'b', version: 2, effectiveFrom: new Date('2026-11-01T00:00:00Z') },
      { id: 'c', version: 3, effectiveFrom: new Date('2027-01-01T00:00:00Z') },
      { id: 'd', version: 4, effectiveFrom: null },
    ];
    expect(Object.fromEntries(classifyPriceSets(sets, at))).toEqual({
      a: 'superseded',
      b: 'effective',
      c: 'scheduled',
      d: 'draft',
    });
    const later = classifyPriceSets(sets, new Date('2027-01-01T00:00:00Z'));
    expect(later.get('c')).toBe('effective');
    expect(later.get('b')).toBe('superseded');
  });

  it.each([
    [5000, 5500, 500, 1000],
    [5000, 4950, -50, -100],
    [0, 100, 100, null],
    [null, 100, null, null],
  ])('compares %s with %s', (oldCents, newCents, differenceCents, differenceBp) => {
    expect(comparePrices(oldCents, newCents)).toEqual({
      oldCents,
      newCents,
      differenceCents,
      differenceBp,
    });
  });
});
