import { describe, expect, it } from 'vitest';
import type { GeometryFigures } from './geometry-figures.js';
import {
  computePartPrice,
  computePartPriceIfPrintable,
  computeProcessingCentsPerPiece,
  resolveQuantityFactorBp,
  type ModePriceRates,
  type PartPriceInput,
} from './price-model.js';

// 20 cm³ material, 40 × 50 × 10 mm box = 20 cm³, 100 cm² surface.
const part: GeometryFigures = {
  volumeMm3: 20_000,
  areaMm2: 10_000,
  dimensionsMm: { x: 40, y: 50, z: 10 },
  thinnestWallMm: 2,
  shellCount: 1,
  isWatertight: true,
};

const mode: ModePriceRates = {
  setupFeeCents: 1500,
  materialCentsPerCm3: 50,
  packingCentsPerCm3: 2,
  minPartPriceCents: 2000,
  quantityBreaks: [
    { minQuantity: 50, factorBp: 8000 },
    { minQuantity: 10, factorBp: 9000 },
  ],
  productionDaysExtra: 0,
};

function input(overrides: Partial<PartPriceInput> = {}): PartPriceInput {
  return {
    scaled: part,
    mode,
    finish: { finishCentsPerCm2: 3 },
    colour: { colourFactorBp: 10000 },
    quantity: 1,
    ...overrides,
  };
}

describe('rule: quantity factor = factorBp of the largest break with minQuantity ≤ quantity, else 10000', () => {
  const breaks = [
    { minQuantity: 10, factorBp: 9000 },
    { minQuantity: 50, factorBp: 8000 },
    { minQuantity: 1, factorBp: 10000 },
  ];
  it.each([
    [1, 10000],
    [9, 10000],
    [10, 9000],
    [49, 9000],
    [50, 8000],
    [1000, 8000],
  ])('quantity %s → %s bp', (quantity, factorBp) => {
    expect(resolveQuantityFactorBp(breaks, quantity)).toBe(factorBp);
  });

  it('no breaks, or none reached, is neutral', () => {
    expect(resolveQuantityFactorBp([], 7)).toBe(10000);
    expect(resolveQuantityFactorBp([{ minQuantity: 5, factorBp: 9500 }], 3)).toBe(10000);
  });
});

describe('rule: part = max(min, setup + vol×material + box×packing + area×finish) × colour × quantity factor', () => {
  // raw = 1500 + 20×50 + 20×2 + 100×3 = 2840 cents
  it.each([
    ['one piece', {}, 2840, 2840, 10000],
    ['10 pieces, 90 %', { quantity: 10 }, 2556, 25560, 9000],
    ['49 pieces, 90 %', { quantity: 49 }, 2556, 125244, 9000],
    ['50 pieces, 80 %', { quantity: 50 }, 2272, 113600, 8000],
    ['colour +15 %', { colour: { colourFactorBp: 11500 } }, 3266, 3266, 10000],
    [
      'colour +15 %, 10 pieces: 2939.4 → 2939',
      { colour: { colourFactorBp: 11500 }, quantity: 10 },
      2939,
      29390,
      9000,
    ],
    ['no finish cost', { finish: { finishCentsPerCm2: 0 } }, 2540, 2540, 10000],
  ] as const)('%s', (_label, overrides, unitNetCents, lineNetCents, quantityFactorBp) => {
    expect(computePartPrice(input(overrides))).toEqual({
      unitNetCents,
      lineNetCents,
      quantityFactorBp,
    });
  });

  // tiny part: raw = 1500 + 1×50 + 1×2 + 6×3 = 1570 < 2000 minimum
  const tiny: GeometryFigures = {
    ...part,
    volumeMm3: 1000,
    areaMm2: 600,
    dimensionsMm: { x: 10, y: 10, z: 10 },
  };
  it.each([
    ['minimum applies', {}, 2000],
    ['colour factor applies after the minimum', { colour: { colourFactorBp: 12000 } }, 2400],
    ['quantity factor applies after the minimum', { quantity: 10 }, 1800],
  ] as const)('rule: minimum part price — %s', (_label, overrides, unitNetCents) => {
    expect(computePartPrice(input({ scaled: tiny, ...overrides })).unitNetCents).toBe(unitNetCents);
  });
});

describe('rule: rounded once per unit price, half away from zero', () => {
  it('2845 × 0.9 = 2560.5 → 2561', () => {
    const price = computePartPrice(input({ mode: { ...mode, setupFeeCents: 1505 }, quantity: 10 }));
    expect(price).toEqual({ unitNetCents: 2561, lineNetCents: 25610, quantityFactorBp: 9000 });
  });

  it('333 × 1.5 × 1.5 = 749.25 → 749 (rounding after each factor would give 750)', () => {
    const price = computePartPrice(
      input({
        mode: {
          ...mode,
          minPartPriceCents: 333,
          setupFeeCents: 0,
          materialCentsPerCm3: 0,
          packingCentsPerCm3: 0,
          quantityBreaks: [{ minQuantity: 1, factorBp: 15000 }],
        },
        finish: { finishCentsPerCm2: 0 },
        colour: { colourFactorBp: 15000 },
      }),
    );
    expect(price.unitNetCents).toBe(749);
  });

  it('1005 × 0.5 = 502.5 → 503 despite float noise', () => {
    const price = computePartPrice(
      input({
        mode: {
          ...mode,
          minPartPriceCents: 1005,
          setupFeeCents: 0,
          materialCentsPerCm3: 0,
          packingCentsPerCm3: 0,
        },
        finish: { finishCentsPerCm2: 0 },
        colour: { colourFactorBp: 5000 },
      }),
    );
    expect(price.unitNetCents).toBe(503);
  });

  it('fractional rates in floating cents: 0.333 c/cm³ × 20 cm³ keeps its fraction until the end', () => {
    const price = computePartPrice(
      input({
        mode: {
          ...mode,
          setupFeeCents: 2000,
          materialCentsPerCm3: 0.333,
          packingCentsPerCm3: 0,
          minPartPriceCents: 0,
        },
        finish: { finishCentsPerCm2: 0.005 },
      }),
    );
    // 2000 + 6.66 + 0.5 = 2007.16 → 2007
    expect(price.unitNetCents).toBe(2007);
  });
});

describe('rule: a part’s price includes its processing steps (option price × count, per piece, after the factors)', () => {
  // part without steps: 2840 (one piece), 2556 per piece from 10 (90 %)
  it.each([
    ['no steps', [], 1, 2840, 2840],
    ['one step once', [{ priceCents: 500, quantity: 1 }], 1, 3340, 3340],
    ['one step three times', [{ priceCents: 250, quantity: 3 }], 1, 3590, 3590],
    [
      'two steps',
      [
        { priceCents: 500, quantity: 1 },
        { priceCents: 120, quantity: 4 },
      ],
      1,
      3820,
      3820,
    ],
    [
      '10 pieces: the quantity factor leaves the steps alone',
      [{ priceCents: 500, quantity: 1 }],
      10,
      3056,
      30560,
    ],
  ] as const)('%s', (_label, processingSteps, quantity, unitNetCents, lineNetCents) => {
    expect(computePartPrice(input({ processingSteps, quantity }))).toMatchObject({
      unitNetCents,
      lineNetCents,
    });
  });

  it('the colour factor leaves the steps alone', () => {
    const price = computePartPrice(
      input({
        colour: { colourFactorBp: 11500 },
        processingSteps: [{ priceCents: 500, quantity: 2 }],
      }),
    );
    expect(price.unitNetCents).toBe(3266 + 1000);
  });

  it.each([
    ['fractional price', { priceCents: 1.5, quantity: 1 }],
    ['negative price', { priceCents: -100, quantity: 1 }],
    ['count 0', { priceCents: 100, quantity: 0 }],
    ['fractional count', { priceCents: 100, quantity: 1.5 }],
  ])('refuses a step with a %s', (_label, step) => {
    expect(() => computePartPrice(input({ processingSteps: [step] }))).toThrow(RangeError);
    expect(() => computeProcessingCentsPerPiece([step])).toThrow(RangeError);
  });

  it('sums the steps per piece', () => {
    expect(computeProcessingCentsPerPiece([])).toBe(0);
    expect(
      computeProcessingCentsPerPiece([
        { priceCents: 500, quantity: 1 },
        { priceCents: 120, quantity: 4 },
      ]),
    ).toBe(980);
  });
});

describe('rule: broken invariants throw RangeError (the api validates first)', () => {
  it.each([0, -1, 1.5, NaN, Infinity])('quantity %s', (quantity) => {
    expect(() => computePartPrice(input({ quantity }))).toThrow(RangeError);
  });

  it.each([
    ['negative volume', { scaled: { ...part, volumeMm3: -1 } }],
    ['NaN area', { scaled: { ...part, areaMm2: NaN } }],
    ['negative dimension', { scaled: { ...part, dimensionsMm: { x: -1, y: 1, z: 1 } } }],
    ['NaN material rate', { mode: { ...mode, materialCentsPerCm3: NaN } }],
    ['negative packing rate', { mode: { ...mode, packingCentsPerCm3: -2 } }],
    ['fractional setup fee', { mode: { ...mode, setupFeeCents: 1.5 } }],
    ['negative minimum', { mode: { ...mode, minPartPriceCents: -1 } }],
    ['negative finish rate', { finish: { finishCentsPerCm2: -3 } }],
    ['NaN colour factor', { colour: { colourFactorBp: NaN } }],
    [
      'negative break factor',
      { mode: { ...mode, quantityBreaks: [{ minQuantity: 1, factorBp: -1 }] } },
    ],
  ] as const)('%s', (_label, overrides) => {
    expect(() => computePartPrice(input(overrides))).toThrow(RangeError);
  });
});

describe('rule: non-printable configurations have no price', () => {
  it.each([
    [true, 2840],
    [false, null],
  ])('printable %s → unit price %s', (printable, unitNetCents) => {
    const price = computePartPriceIfPrintable(
      { printable, tooLarge: !printable, tooSmall: false, reasons: [] },
      input(),
    );
    expect(price?.unitNetCents ?? null).toBe(unitNetCents);
  });
});
