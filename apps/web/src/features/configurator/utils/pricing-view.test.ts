// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeFinish, makeMode, makeResult } from '../test/fixtures';
import { buildPricingParams, displayPrice, selectModeResult } from './pricing-view';

const pa = makeMode('pa', [
  makeFinish('pa', 'blasted', ['white']),
  makeFinish('pa', 'dyed', ['black', 'red']),
]);
const tpu = makeMode('tpu', [makeFinish('tpu', 'raw', ['black'])]);

describe('batch pricing parameters', () => {
  it('one per mode × finish × colour', () => {
    expect(buildPricingParams([pa, tpu])).toEqual([
      { printModeId: 'pa', surfaceFinishId: 'blasted', printModeColorId: 'white' },
      { printModeId: 'pa', surfaceFinishId: 'dyed', printModeColorId: 'black' },
      { printModeId: 'pa', surfaceFinishId: 'dyed', printModeColorId: 'red' },
      { printModeId: 'tpu', surfaceFinishId: 'raw', printModeColorId: 'black' },
    ]);
  });
});

describe('the price a mode card shows', () => {
  const results = [
    makeResult({ printModeId: 'pa', surfaceFinishId: 'blasted', colorId: 'white' }, 5000),
    makeResult({ printModeId: 'pa', surfaceFinishId: 'dyed', colorId: 'black' }, 4200),
    makeResult({ printModeId: 'pa', surfaceFinishId: 'dyed', colorId: 'red' }, null),
    makeResult({ printModeId: 'tpu', surfaceFinishId: 'raw', colorId: 'black' }, null, {
      tooLarge: true,
    }),
  ];
  const none = { printModeId: null, surfaceFinishId: null, colorId: null };

  it('the lowest printable price of a mode that is not selected', () => {
    expect(selectModeResult(results, 'pa', none)?.price?.netPrice).toBe(4200);
  });

  it('the selected finish and colour for the selected mode', () => {
    const selection = { printModeId: 'pa', surfaceFinishId: 'blasted', colorId: 'white' };
    expect(selectModeResult(results, 'pa', selection)?.price?.netPrice).toBe(5000);
  });

  it('a mode without any printable configuration shows its first result', () => {
    expect(selectModeResult(results, 'tpu', none)?.tooLarge).toBe(true);
  });
});

describe('business customers see net plus tax, private customers gross', () => {
  const price = {
    netPrice: 10000,
    tax: 810,
    totalPrice: 10810,
    taxRate: 8.1,
    taxRateBp: 810,
    unitNetPrice: 10000,
  };
  it('business: net, PLUS_TAX', () => {
    expect(displayPrice(price, true)).toEqual({
      amountCents: 10000,
      mode: 'PLUS_TAX',
      taxRatePercent: 8.1,
    });
  });
  it('private: gross, INCL_TAX', () => {
    expect(displayPrice(price, false)).toEqual({
      amountCents: 10810,
      mode: 'INCL_TAX',
      taxRatePercent: 8.1,
    });
  });
});
