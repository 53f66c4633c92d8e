// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildHistogramUrl } from './histogram-view';

describe('wall-thickness picture URL', () => {
  it('carries scale, unit, axis+direction, rotation and print mode', () => {
    const url = buildHistogramUrl(
      'file 1',
      { axis: 'Y', sign: 'M', rotation: 270 },
      { scale: 1.25, unitOfLength: 'inch', printModeId: 'sls-pa2200' },
    );
    expect(url).toBe(
      '/api/analytx/file/file%201/histogram-image?scale=1.25&unitOfLength=inch&direction=YM&rotation=270&printModeId=sls-pa2200',
    );
  });
});
