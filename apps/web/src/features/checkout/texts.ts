import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n';
import { checkout as de } from '../../locales/de/checkout';
import { checkout as en } from '../../locales/en/checkout';
import { checkout as fr } from '../../locales/fr/checkout';

registerTexts('checkout', { de, en, fr });

/** Texts of the checkout in the current language (i18next namespace 'checkout'). */
export type CheckoutText = TFunction<'checkout'>;

export function useCheckoutText(): CheckoutText {
  return useTranslation('checkout').t;
}
