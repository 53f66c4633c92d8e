import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/** A nested object of translated texts, as the locales files hold them. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** Dot paths to every text of a message tree ('basics.title'). */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate<T> = (key: MessageKey<T>, values?: MessageValues) => string;

/** Looks up a dot path and fills {{placeholders}}; a missing key shows the key (visible in review). */
export function translateMessage(tree: MessageTree, key: string, values?: MessageValues): string {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    values && name in values ? String(values[name]) : match,
  );
}

/**
 * Registers the texts of a lazily loaded chunk as an i18next namespace and returns a typed hook.
 * The chunk brings its own texts so the home page's initial bundle does not grow with them.
 */
export function createMessagesHook<T extends MessageTree>(
  namespace: string,
  bundles: Readonly<Record<Language, T>>,
): () => Translate<T> {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
  return function useMessages(): Translate<T> {
    // useTranslation re-renders the caller when the language changes.
    const { i18n: instance } = useTranslation();
    const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
    return useCallback(
      (key: MessageKey<T>, values?: MessageValues) =>
        translateMessage(bundles[language], key, values),
      [language],
    );
  };
}

/** The shape every language's file must have: the German keys, any strings. */
export type MessageShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]>;
};
