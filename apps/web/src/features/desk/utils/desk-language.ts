import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { i18n } from '../../../lib/i18n';

/** The desk's languages: it is for the shop's staff and speaks German and English (issue 25). */
export const DESK_LANGUAGES = ['de', 'en'] as const;
export type DeskLanguage = (typeof DESK_LANGUAGES)[number];

const STORAGE_KEY = 'deskLanguage';

function readDeskLanguage(): DeskLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'de' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : 'de';
}

function applyLanguage(language: DeskLanguage): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * The desk's language, kept in the browser (the desk has no language prefix in its URLs): German
 * unless the member chose English or the browser prefers it. Applied before the first render.
 */
export function useDeskLanguageState(): readonly [DeskLanguage, (language: DeskLanguage) => void] {
  const [language, setLanguage] = useState<DeskLanguage>(() => {
    const initial = readDeskLanguage();
    applyLanguage(initial);
    return initial;
  });
  useEffect(() => applyLanguage(language), [language]);
  const choose = useCallback((next: DeskLanguage) => {
    localStorage.setItem(STORAGE_KEY, next);
    setLanguage(next);
  }, []);
  return [language, choose] as const;
}

export interface DeskLanguageValue {
  readonly language: DeskLanguage;
  readonly setLanguage: (language: DeskLanguage) => void;
}

export const DeskLanguageContext = createContext<DeskLanguageValue>({
  language: 'de',
  setLanguage: () => undefined,
});

export function useDeskLanguage(): DeskLanguageValue {
  return useContext(DeskLanguageContext);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: DeskLanguage, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}|${withTime}`;
  let found = dateTimeFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
      timeZone: 'Europe/Zurich',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateTimeFormats.set(key, found);
  }
  return found;
}

/** An ISO timestamp as the shop's local (Zurich) date and time, e.g. 28.11.2026, 09:15. */
export function formatDateTime(iso: string, language: DeskLanguage): string {
  return dateTimeFormat(language, true).format(new Date(iso));
}

/** An ISO timestamp or a YYYY-MM-DD day as a date (days are taken as they are written). */
export function formatDay(iso: string, language: DeskLanguage): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return dateTimeFormat(language, false).format(date);
}
