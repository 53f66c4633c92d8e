import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n';
import { cart as de } from '../../locales/de/cart';
import { cart as en } from '../../locales/en/cart';
import { cart as fr } from '../../locales/fr/cart';

registerTexts('cart', { de, en, fr });

/** Texts of the cart in the current language (i18next namespace 'cart', in the cart chunk). */
export type CartText = TFunction<'cart'>;

export function useCartText(): CartText {
  return useTranslation('cart').t;
}
