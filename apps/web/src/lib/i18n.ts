import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { fr } from '../locales/fr';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof de };
  }
}

// All three languages are bundled: together they are a few kilobytes, and a switch never waits.
void i18n.use(initReactI18next).init({
  resources: { de: { translation: de }, en: { translation: en }, fr: { translation: fr } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['de', 'en', 'fr'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The language i18next currently renders, narrowed to the shop's languages. */
export function getCurrentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
