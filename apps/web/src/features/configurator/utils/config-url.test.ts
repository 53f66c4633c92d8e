// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseConfigUrl, writeConfigUrl } from './config-url';

const STATE = {
  fileId: 'f-1',
  subStep: 1,
  printModeId: 'sls-pa2200',
  surfaceFinishId: 'sls-pa2200-blasted',
  colorId: 'white',
  scale: 1.5,
  quantity: 3,
  unit: 'cm',
} as const;

describe('issue 13 point 7: the configuration round-trips through the URL', () => {
  it('writes and reads the same state', () => {
    const search = writeConfigUrl(STATE);
    expect(search).toBe(
      '?file=f-1&step=1&mode=sls-pa2200&finish=sls-pa2200-blasted&color=white&scale=1.5&qty=3&unit=cm',
    );
    expect(parseConfigUrl(search)).toEqual(STATE);
  });

  it('drops malformed values instead of trusting them', () => {
    expect(
      parseConfigUrl('?file=<script>&step=7&mode=&scale=abc&qty=0&unit=furlong&color=a%20b'),
    ).toEqual({
      fileId: null,
      subStep: null,
      printModeId: null,
      surfaceFinishId: null,
      colorId: null,
      scale: null,
      quantity: null,
      unit: null,
    });
  });

  it('keeps an out-of-range scale (the configurator states it) and metres', () => {
    expect(parseConfigUrl('?file=a&scale=50&unit=m')).toMatchObject({ scale: 50, unit: 'm' });
  });
});
