import { describe, expect, it } from 'vitest';
import { resolveLanguageKey } from './language.js';

describe('rule: mas-language-key de → DE, en → GB, fr → FR (docs/decisions/0007-shop-rulings.md)', () => {
  it.each([
    ['de', 'DE'],
    ['en', 'GB'],
    ['fr', 'FR'],
    ['EN', 'GB'],
    ['en-US', 'GB'],
    ['fr_CH', 'FR'],
    ['GB', 'GB'],
    ['DE', 'DE'],
    [' fr ', 'FR'],
    ['it', 'DE'],
    ['', 'DE'],
    [null, 'DE'],
    [undefined, 'DE'],
  ])('%j → %s', (header, key) => {
    expect(resolveLanguageKey(header)).toBe(key);
  });
});
