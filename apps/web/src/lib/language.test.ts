// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localizePath, splitLanguagePath, toApiLanguageKey } from './language';

describe('mas-language-key mapping (docs/decisions/0007-shop-rulings.md)', () => {
  it.each([
    ['de', 'DE'],
    ['en', 'GB'],
    ['fr', 'FR'],
  ] as const)('%s → %s (English is GB, not FR)', (language, key) => {
    expect(toApiLanguageKey(language)).toBe(key);
  });
});

describe('language prefixes', () => {
  it.each([
    ['/', 'de', '/'],
    ['/cart', 'de', '/cart'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/fr/cart', 'fr', '/cart'],
    ['/french-fries', 'de', '/french-fries'],
    ['/enterprise', 'de', '/enterprise'],
  ] as const)('%s is %s with path %s', (pathname, language, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, path });
  });

  it.each([
    ['/', 'de', '/'],
    ['/', 'fr', '/fr'],
    ['/cart', 'en', '/en/cart'],
    ['kontakt', 'de', '/kontakt'],
  ] as const)('localizes %s for %s as %s', (path, language, expected) => {
    expect(localizePath(path, language)).toBe(expected);
  });
});
