import { toLanguageKey, type LanguageKey } from '@print/domain';

/**
 * Languages of the shop and how they appear in URLs and API calls.
 * German is the default and has no path prefix; English and French use /en and /fr.
 */
export const LANGUAGES = ['de', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** The languages offered by the header switch (spec 1 §1: German and French only). */
export const SWITCHABLE_LANGUAGES: readonly Language[] = ['de', 'fr'];

/**
 * Value of the `mas-language-key` header: the one mapping in @print/domain (rulings "Language
 * and money": English is GB, never FR).
 */
export const toApiLanguageKey: (language: Language) => LanguageKey = toLanguageKey;

/** BCP 47 locale per language, used for number and date formatting. */
export const LOCALES: Readonly<Record<Language, string>> = {
  de: 'de-DE',
  en: 'en-US',
  fr: 'fr-FR',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Splits a pathname into its language and the path without the prefix ('/fr/cart' → fr, '/cart'). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = /^\/(en|fr)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
  const language = match[1] as Language;
  const rest = match[2] ?? '';
  return { language, path: rest === '' ? '/' : rest };
}

/** Prefixes an unprefixed app path for a language: ('/cart', 'fr') → '/fr/cart'; German keeps '/cart'. */
export function localizePath(path: string, language: Language): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return normalized;
  return normalized === '/' ? `/${language}` : `/${language}${normalized}`;
}
