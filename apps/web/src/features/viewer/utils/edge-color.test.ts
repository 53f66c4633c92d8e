// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeBrightness, parseHexColor, selectEdgeColor } from './edge-color';

describe('spec 1 §9: edges black on backgrounds with brightness ≥ 125, else white', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#eef1f5', '#000000'],
    ['#000000', '#ffffff'],
    ['#0b1f33', '#ffffff'],
    // (125·299 + 125·587 + 125·114)/1000 = 125 exactly: the threshold itself counts as bright.
    ['#7d7d7d', '#000000'],
    ['#7c7c7c', '#ffffff'],
    // Pure green is bright (587), pure blue dark (114·255/1000 ≈ 29).
    ['#00ff00', '#000000'],
    ['#0000ff', '#ffffff'],
  ])('%s → %s', (background, edge) => {
    expect(selectEdgeColor(background)).toBe(edge);
  });

  it('uses the weights 299 / 587 / 114', () => {
    expect(computeBrightness(100, 0, 0)).toBeCloseTo(29.9);
    expect(computeBrightness(0, 100, 0)).toBeCloseTo(58.7);
    expect(computeBrightness(0, 0, 100)).toBeCloseTo(11.4);
  });

  it('reads short and long hex codes', () => {
    expect(parseHexColor('#fa0')).toEqual([255, 170, 0]);
    expect(parseHexColor('1e64c8')).toEqual([30, 100, 200]);
    expect(parseHexColor('blue')).toBeNull();
  });
});
