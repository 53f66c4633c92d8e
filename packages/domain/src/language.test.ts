import { describe, expect, it } from 'vitest';
import { resolveLanguageKey, resolveShopLanguage, toLanguageKey } from './language.js';

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

describe('one language ↔ API key mapping (web sends, api reads)', () => {
  it.each([
    ['de', 'DE'],
    ['en', 'GB'],
    ['fr', 'FR'],
  ] as const)('%s travels as %s and comes back as %s', (language, key) => {
    expect(toLanguageKey(language)).toBe(key);
    expect(resolveShopLanguage(toLanguageKey(language))).toBe(language);
  });

  it('reads an unknown or missing key as German', () => {
    expect(resolveShopLanguage('XX')).toBe('de');
    expect(resolveShopLanguage(undefined)).toBe('de');
  });
});
