import { describe, expect, it } from 'vitest';
import { formatReasonNumber } from './printability-text';

describe('formatReasonNumber (issue 13 point 4: a real thin wall never reads "0 mm")', () => {
  it.each([
    [0.0027, 'de-CH', '0.0027'],
    [0.044, 'de-CH', '0.044'],
    [0.8, 'de-CH', '0.8'],
    [412.345, 'de-CH', '412.35'],
    [0.0027, 'fr-CH', '0,0027'],
    [0, 'de-CH', '0'],
  ])('%f in %s → %s', (value, locale, text) => {
    expect(formatReasonNumber(value, locale)).toBe(text);
  });
});
