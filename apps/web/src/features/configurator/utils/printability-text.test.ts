// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatReasonNumber } from './printability-text';

describe('formatReasonNumber (issue 13 point 4: a real thin wall never reads "0 mm")', () => {
  it.each([
    [0.0027, 'en', '0.0027'],
    [0.044, 'en', '0.044'],
    [0.8, 'en', '0.8'],
    [412.345, 'en', '412.35'],
    [0.0027, 'de', '0,0027'],
    [0.0027, 'fr', '0,0027'],
    [0, 'en', '0'],
  ] as const)('%f in %s → %s', (value, language, text) => {
    expect(formatReasonNumber(value, language)).toBe(text);
  });
});
