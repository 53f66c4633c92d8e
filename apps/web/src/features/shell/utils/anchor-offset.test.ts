// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anchorOffset } from './anchor-offset';

describe('anchorOffset (spec 1 §2)', () => {
  it('leaves room per viewport, more while the order panel is shown on wide screens', () => {
    expect(anchorOffset('mobile', false)).toEqual({ top: 60, left: 0 });
    expect(anchorOffset('tablet', true)).toEqual({ top: 70, left: 0 });
    expect(anchorOffset('desktop', false)).toEqual({ top: 180, left: 0 });
    expect(anchorOffset('fullhd', true)).toEqual({ top: 240, left: 0 });
  });
});
