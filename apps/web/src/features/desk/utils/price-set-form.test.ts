// @vitest-environment node
import type { PriceSetContent } from '@print/contracts';
import { describe, expect, it } from 'vitest';
import { fromPriceSetForm, toPriceSetForm } from './price-set-form';

const content: PriceSetContent = {
  printModes: [
    {
      id: 'sls-pa2200',
      label: 'PA2200 (SLS)',
      isAvailable: true,
      setupFeeCents: 1200,
      materialCentsPerCm3: 150,
      packingCentsPerCm3: 4,
      minPartPriceCents: 2500,
      quantityBreaks: [{ minQuantity: 5, factorBp: 9500 }],
      productionDaysExtra: 0,
      maxXMm: 340,
      maxYMm: 340,
      maxZMm: 600,
      minFeatureSizeMm: 0.8,
      maxNumberOfParts: 20,
    },
  ],
  surfaceFinishes: [{ id: 'blasted', isAvailable: true, finishCentsPerCm2: 5 }],
  colors: [{ id: 'black', isAvailable: false, colourFactorBp: 10800 }],
  processingOptions: [{ id: 'insert', priceCents: 250 }],
  shippingMethods: [{ id: 'ch-standard', isAvailable: true, priceCents: 990, shippingTimeDays: 2 }],
};

describe('price-set editor values', () => {
  it('shows francs and percent, and sends back exactly the same integers (labels dropped)', () => {
    const form = toPriceSetForm(content);
    expect(form.printModes[0]).toMatchObject({
      setupFee: '12.00',
      material: '1.50',
      packing: '0.04',
    });
    expect(form.colors[0]?.factorPercent).toBe('108.00');
    const { label: _label, ...mode } = content.printModes[0]!;
    expect(fromPriceSetForm(form)).toEqual({
      ok: true,
      content: { ...content, printModes: [mode] },
    });
  });

  it('reads typed francs digit by digit; an empty price is a gap, not zero', () => {
    const form = toPriceSetForm(content);
    const edited = {
      ...form,
      printModes: [
        {
          ...form.printModes[0]!,
          setupFee: "1'234,5",
          minPartPrice: '',
          breaks: '5: 95; 10 = 90,5 %',
        },
      ],
      shippingMethods: [{ ...form.shippingMethods[0]!, price: '19.99' }],
    };
    const result = fromPriceSetForm(edited);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.content.printModes[0]).toMatchObject({
      setupFeeCents: 123450,
      minPartPriceCents: null,
      quantityBreaks: [
        { minQuantity: 5, factorBp: 9500 },
        { minQuantity: 10, factorBp: 9050 },
      ],
    });
    expect(result.content.shippingMethods[0]?.priceCents).toBe(1999);
  });

  it('names every field it cannot send, with the schema’s own limits', () => {
    const form = toPriceSetForm(content);
    const result = fromPriceSetForm({
      ...form,
      printModes: [{ ...form.printModes[0]!, material: '1.505', breaks: '5 95' }],
      colors: [{ ...form.colors[0]!, factorPercent: '-5' }],
      shippingMethods: [{ ...form.shippingMethods[0]!, days: '' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { list: 'printModes', id: 'sls-pa2200', field: 'breaks', code: 'NUMBER_INVALID' },
        { list: 'printModes', id: 'sls-pa2200', field: 'material', code: 'PRICE_INVALID' },
        { list: 'colors', id: 'black', field: 'factorPercent', code: 'PRICE_INVALID' },
        { list: 'shippingMethods', id: 'ch-standard', field: 'days', code: 'NUMBER_INVALID' },
      ],
    });
    // Readable, but outside what the server accepts: the shared zod schema says so.
    const tooSmall = fromPriceSetForm({
      ...form,
      printModes: [{ ...form.printModes[0]!, maxXMm: '0' }],
    });
    expect(tooSmall).toEqual({
      ok: false,
      errors: [{ list: 'printModes', id: 'sls-pa2200', field: 'maxXMm', code: 'NUMBER_INVALID' }],
    });
  });
});
