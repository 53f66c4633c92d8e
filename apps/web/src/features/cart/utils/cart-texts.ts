import type { Language } from '../../../lib/language';
import { cart as de, type CartMessages } from '../../../locales/de/cart';
import { cart as en } from '../../../locales/en/cart';
import { cart as fr } from '../../../locales/fr/cart';

const TEXTS: Readonly<Record<Language, CartMessages>> = { de, en, fr };

/** The cart texts; they travel with the lazily loaded cart page. */
export function getCartTexts(language: Language): CartMessages {
  return TEXTS[language];
}
