/** Language keys the api speaks (header `mas-language-key`). */
export const LANGUAGE_KEYS = ['DE', 'GB', 'FR'] as const;
export type LanguageKey = (typeof LANGUAGE_KEYS)[number];
/** de-DE is the default locale (spec 1 §9). */
export const DEFAULT_LANGUAGE_KEY: LanguageKey = 'DE';

/** The shop's languages (URL prefix, texts). */
export type ShopLanguage = 'de' | 'en' | 'fr';

/** The one mapping between the shop's languages and the API's keys (web and api both use it). */
export const LANGUAGE_KEY_BY_LANGUAGE: Readonly<Record<ShopLanguage, LanguageKey>> = {
  de: 'DE',
  en: 'GB',
  fr: 'FR',
};
const LANGUAGE_BY_CODE: Readonly<Record<string, LanguageKey>> = LANGUAGE_KEY_BY_LANGUAGE;
const LANGUAGE_BY_KEY: Readonly<Record<LanguageKey, ShopLanguage>> = {
  DE: 'de',
  GB: 'en',
  FR: 'fr',
};

/** The header value the web app sends for a language. */
export function toLanguageKey(language: ShopLanguage): LanguageKey {
  return LANGUAGE_KEY_BY_LANGUAGE[language];
}

/** The language the api answers in for a header value (lenient: see resolveLanguageKey). */
export function resolveShopLanguage(header: string | null | undefined): ShopLanguage {
  return LANGUAGE_BY_KEY[resolveLanguageKey(header)];
}

/**
 * docs/decisions/0007-shop-rulings.md "Language and money": de → DE, en → GB, fr → FR (English falling through to
 * French was a defect of the old system). Accepts "en", "EN", "en-US", "gb"; anything else or
 * nothing → DE.
 */
export function resolveLanguageKey(header: string | null | undefined): LanguageKey {
  if (header === null || header === undefined) return DEFAULT_LANGUAGE_KEY;
  const normalized = header.trim().toLowerCase();
  const upper = normalized.toUpperCase();
  if ((LANGUAGE_KEYS as readonly string[]).includes(upper)) return upper as LanguageKey;
  const primary = normalized.split(/[-_]/)[0] ?? '';
  return LANGUAGE_BY_CODE[primary] ?? DEFAULT_LANGUAGE_KEY;
}
