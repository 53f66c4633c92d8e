import type { Language } from '../../../lib/language';

const LOCALES: Readonly<Record<Language, string>> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH' };

/** A moment as the account pages show it (sessions list), in the page's language. */
export function formatDateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
