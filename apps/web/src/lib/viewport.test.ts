// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getViewport, isCompactViewport } from './viewport';

describe('viewports of spec 1 §2', () => {
  it.each([
    [320, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1215, 'desktop'],
    [1216, 'widescreen'],
    [1407, 'widescreen'],
    [1408, 'fullhd'],
    [2560, 'fullhd'],
  ] as const)('%i px is %s', (width, viewport) => {
    expect(getViewport(width)).toBe(viewport);
  });

  it('treats mobile and tablet as compact only', () => {
    expect(isCompactViewport('tablet')).toBe(true);
    expect(isCompactViewport('desktop')).toBe(false);
  });
});
