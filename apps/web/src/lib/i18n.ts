import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from '../locales/de';
import type { Messages } from '../locales/messages';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof de };
  }
}

// Only German (the default and the fallback) is in the initial bundle; English and French
// are separate chunks, loaded before their first render (main.tsx, RootLayout).
const MESSAGE_LOADERS: Readonly<Record<Exclude<Language, 'de'>, () => Promise<Messages>>> = {
  en: async () => (await import('../locales/en')).en,
  fr: async () => (await import('../locales/fr')).fr,
};

void i18n.use(initReactI18next).init({
  resources: { de: { translation: de } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['de', 'en', 'fr'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** True once the language's texts are registered, so it renders without waiting. */
export function isLanguageLoaded(language: Language): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

const pendingLoads = new Map<Language, Promise<void>>();

/**
 * Loads a language's texts once; the same promise for every caller, so React's `use` can wait on
 * it. A failed download resolves too: the page then shows the German fallback until a reload,
 * instead of an error page or a render loop of retries.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'de' || isLanguageLoaded(language)) return Promise.resolve();
  const pending = pendingLoads.get(language);
  if (pending) return pending;
  const load = MESSAGE_LOADERS[language]().then(
    (messages) => {
      i18n.addResourceBundle(language, 'translation', messages, true, true);
    },
    () => undefined,
  );
  pendingLoads.set(language, load);
  return load;
}

/** The language i18next currently renders, narrowed to the shop's languages. */
export function getCurrentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
