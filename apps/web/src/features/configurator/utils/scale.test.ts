// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clampToSlider,
  formatDimension,
  formatScale,
  isScaleValid,
  parseScaleInput,
  scaleFromDimension,
} from './scale';

const original = { x: 40, y: 25, z: 12.5 };

describe('spec 1 §5: dimension input sets scale = entered value / original dimension', () => {
  it.each([
    ['80', 'x', 2],
    ['12.5', 'y', 0.5],
    ['25', 'z', 2],
    ['6,25', 'z', 0.5],
  ] as const)('%s in %s → scale %s', (entered, axis, expected) => {
    expect(scaleFromDimension(entered, axis, original)).toBeCloseTo(expected, 10);
  });

  it.each([[''], ['-3'], ['abc']])('ignores %j', (entered) => {
    expect(scaleFromDimension(entered, 'x', original)).toBeNull();
  });

  it('ignores an axis whose original size is zero (a flat model)', () => {
    expect(scaleFromDimension('10', 'z', { x: 1, y: 1, z: 0 })).toBeNull();
  });
});

describe('spec 1 §5: scale field', () => {
  it.each([
    [1, '1'],
    [1.23456, '1.2346'],
    [0.00004, '0'],
    [2.5, '2.5'],
    [1 / 3, '0.3333'],
  ])('%s is shown as %s (4 decimals at most)', (scale, shown) => {
    expect(formatScale(scale)).toBe(shown);
  });

  it.each([
    ['', 0],
    ['   ', 0],
    ['1.5', 1.5],
    ['0,25', 0.25],
    ['0,5', 0.5],
    ['0.5', 0.5],
    [',5', 0.5],
    ['2,', 2],
    [' 1,25 ', 1.25],
    ['-3', -3],
  ])(
    '%j is stored as %s (empty → 0; a comma is a decimal separator, never dropped)',
    (text, stored) => {
      expect(parseScaleInput(text)).toBe(stored);
    },
  );

  it.each([['x'], ['0,5,1'], ['0.5.1'], ['1e2'], ['1 5'], ['0,5x'], [','], ['Infinity']])(
    '%j is not a number: null (the field says so, the scale stays)',
    (text) => {
      expect(parseScaleInput(text)).toBeNull();
    },
  );

  it('dimensions show two decimals', () => {
    expect(formatDimension(12.3456)).toBe('12.35');
    expect(formatDimension(40)).toBe('40.00');
  });

  it('prices are asked only for 0.01 … 10', () => {
    expect([0, 0.009, 0.01, 10, 10.01].map(isScaleValid)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('the slider stays in 0.1 … 10', () => {
    expect([0.01, 0.5, 12].map(clampToSlider)).toEqual([0.1, 0.5, 10]);
  });
});
