import { describe, expect, it } from 'vitest';
import { ALL_VIEW_KEYS, formatViewKey, parseViewKey } from './view-key.js';

describe('view keys', () => {
  it.each([
    ['XP0', { axis: 'X', direction: 'P', rotationDeg: 0 }],
    ['X-P-0', { axis: 'X', direction: 'P', rotationDeg: 0 }],
    ['zm270', { axis: 'Z', direction: 'M', rotationDeg: 270 }],
    ['y_m_90', { axis: 'Y', direction: 'M', rotationDeg: 90 }],
    [' YP180 ', { axis: 'Y', direction: 'P', rotationDeg: 180 }],
  ])('parses %j', (text, view) => {
    expect(parseViewKey(text)).toEqual({ ok: true, view });
  });

  it.each(['', 'XP', 'XP45', 'WP0', 'XQ0', 'XP360', 'XP0X', 'X--P0'])('refuses %j', (text) => {
    const result = parseViewKey(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('INVALID_VIEW_KEY');
  });

  it('formats the canonical key', () => {
    expect(formatViewKey({ axis: 'Z', direction: 'M', rotationDeg: 270 })).toBe('ZM270');
    expect(formatViewKey({ axis: 'X', direction: 'P', rotationDeg: 0 })).toBe('XP0');
  });

  it('lists all 24 keys once, each parsing back to itself', () => {
    expect(ALL_VIEW_KEYS).toHaveLength(24);
    expect(new Set(ALL_VIEW_KEYS).size).toBe(24);
    expect(ALL_VIEW_KEYS[0]).toBe('XP0');
    expect(ALL_VIEW_KEYS[23]).toBe('ZM270');
    for (const key of ALL_VIEW_KEYS) {
      const parsed = parseViewKey(key);
      expect(parsed.ok && formatViewKey(parsed.view)).toBe(key);
    }
  });
});
