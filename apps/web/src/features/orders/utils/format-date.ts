import { LOCALES, type Language } from '../../../lib/language';

/** A date (ISO instant or ISO date) as the customer's language writes it, in Swiss time. */
export function formatOrderDate(iso: string, language: Language): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'Europe/Zurich',
  }).format(date);
}
