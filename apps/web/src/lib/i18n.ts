import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from '../locales/de';
import type { account } from '../locales/de/account';
import type { cart } from '../locales/de/cart';
import type { checkout } from '../locales/de/checkout';
import type { configurator } from '../locales/de/configurator';
import type { content } from '../locales/de/content';
import type { desk } from '../locales/de/desk';
import type { forms } from '../locales/de/forms';
import type { orderProcess } from '../locales/de/orderProcess';
import type { orders } from '../locales/de/orders';
import type { upload } from '../locales/de/upload';
import type { viewer } from '../locales/de/viewer';
import type { MessageShape, Messages } from '../locales/messages';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/**
 * Every text goes through i18next (react-i18next's useTranslation, or getFixedT outside React),
 * with keys checked by the compiler: 'translation' holds the shell and the home page (German in
 * the initial bundle, English and French loaded per language); each lazily loaded feature brings
 * its own namespace in all three languages and registers it with registerTexts.
 */
export interface TextResources {
  readonly translation: typeof de;
  readonly account: typeof account;
  readonly cart: typeof cart;
  readonly checkout: typeof checkout;
  readonly configurator: typeof configurator;
  readonly content: typeof content;
  readonly desk: typeof desk;
  readonly forms: typeof forms;
  readonly orderProcess: typeof orderProcess;
  readonly orders: typeof orders;
  readonly upload: typeof upload;
  readonly viewer: typeof viewer;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: TextResources;
  }
}

export type FeatureNamespace = Exclude<keyof TextResources, 'translation'>;

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

/**
 * Adds a feature's texts in every language, once, when the feature's chunk is evaluated (before
 * any of its components renders), so its useTranslation(namespace) never waits.
 */
export function registerTexts<N extends FeatureNamespace>(
  namespace: N,
  bundles: Readonly<Record<Language, MessageShape<TextResources[N]>>>,
): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
}

/**
 * Like registerTexts for a part of the app that speaks only some languages: the operator's desk
 * (/admin) is for the shop's staff and exists in German and English only (issue 25).
 */
export function registerTextsIn<N extends FeatureNamespace>(
  namespace: N,
  bundles: Readonly<Partial<Record<Language, MessageShape<TextResources[N]>>>>,
): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
}

/** The language i18next currently renders, narrowed to the shop's languages. */
export function getCurrentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
