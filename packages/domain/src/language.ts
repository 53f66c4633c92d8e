/** Language keys the api speaks (header `mas-language-key`). */
export const LANGUAGE_KEYS = ['DE', 'GB', 'FR'] as const;
export type LanguageKey = (typeof LANGUAGE_KEYS)[number];
/** de-DE is the default locale (spec 1 §9). */
export const DEFAULT_LANGUAGE_KEY: LanguageKey = 'DE';

const LANGUAGE_BY_CODE: Readonly<Record<string, LanguageKey>> = { de: 'DE', en: 'GB', fr: 'FR' };

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
