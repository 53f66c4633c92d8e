// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Color, PrintMode, SurfaceFinish } from '@print/contracts';
import {
  isColorSelectable,
  listColorOptions,
  resolveSelection,
  selectFinish,
  selectPrintMode,
} from './selection-rules';

function color(id: string): Color {
  return { _id: id, name: id, variableName: id, hue: 0, hexcode: '#808080', thumbnail: null };
}

function finish(id: string, colorIds: string[]): SurfaceFinish {
  return {
    _id: id,
    printModeId: 'pa',
    properties: { name: id, description: '' },
    colors: colorIds.map(color),
  };
}

function mode(id: string, finishes: SurfaceFinish[]): PrintMode {
  const ranking = {
    price: 1,
    flexibility: 1,
    stability: 1,
    precision: 1,
    wearResistance: 1,
    heatResistance: 1,
  };
  return {
    _id: id,
    name: id,
    features: {
      description: '',
      surfaceQuality: '',
      applications: '',
      maxDimensions: { x: 300, y: 300, z: 300 },
      minFeatureSize: 0.8,
      resolutionXY: 0.4,
      resolutionZ: 0.12,
      ranking,
      maxNumberOfParts: null,
      maxIncrementalMeasurement: 0,
    },
    printModeMaterial: { name: id },
    printModeMethod: { name: 'SLS', machine: 'EOS' },
    surfaceFinishes: finishes,
    processingSteps: [],
  };
}

const blasted = finish('blasted', ['white']);
const dyed = finish('dyed', ['black', 'red']);
const smoothed = finish('smoothed', ['white', 'black']);
const pa = mode('pa', [blasted, dyed, smoothed]);

describe('spec 1 §4: changing the print mode selects its first finish and first colour', () => {
  it('takes the first finish and that finish’s first colour', () => {
    expect(selectPrintMode(pa)).toEqual({
      printModeId: 'pa',
      surfaceFinishId: 'blasted',
      colorId: 'white',
    });
  });

  it('a mode without finishes leaves finish and colour empty', () => {
    expect(selectPrintMode(mode('bare', []))).toEqual({
      printModeId: 'bare',
      surfaceFinishId: null,
      colorId: null,
    });
  });
});

describe('spec 1 §4: changing the finish selects that finish’s first colour', () => {
  it('dyed → black (not the previous colour)', () => {
    expect(selectFinish('pa', dyed)).toEqual({
      printModeId: 'pa',
      surfaceFinishId: 'dyed',
      colorId: 'black',
    });
  });
});

describe('spec 1 §4: a colour is selectable only if it supports the current finish', () => {
  const options = listColorOptions(pa);

  it('lists each colour once with every finish offering it', () => {
    expect(options.map((option) => [option.color._id, option.finishIds])).toEqual([
      ['white', ['blasted', 'smoothed']],
      ['black', ['dyed', 'smoothed']],
      ['red', ['dyed']],
    ]);
  });

  it.each([
    ['white', 'blasted', true],
    ['white', 'dyed', false],
    ['black', 'dyed', true],
    ['red', 'smoothed', false],
    ['black', 'smoothed', true],
  ])('%s with finish %s: %s', (colorId, finishId, expected) => {
    const option = options.find((candidate) => candidate.color._id === colorId)!;
    expect(isColorSelectable(option, finishId)).toBe(expected);
  });

  it('without a finish, only a colour that lists no finishes is selectable', () => {
    expect(isColorSelectable({ color: color('raw'), finishIds: [] }, null)).toBe(true);
    expect(isColorSelectable({ color: color('white'), finishIds: ['blasted'] }, null)).toBe(false);
  });
});

describe('resolveSelection', () => {
  it('finds the objects, or null for ids that do not belong together', () => {
    const found = resolveSelection([pa], {
      printModeId: 'pa',
      surfaceFinishId: 'dyed',
      colorId: 'red',
    });
    expect([found.mode?._id, found.finish?._id, found.color?._id]).toEqual(['pa', 'dyed', 'red']);
    const mismatched = resolveSelection([pa], {
      printModeId: 'pa',
      surfaceFinishId: 'blasted',
      colorId: 'red',
    });
    expect(mismatched.color).toBeNull();
  });
});
