import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n';
import { orders as de } from '../../locales/de/orders';
import { orders as en } from '../../locales/en/orders';
import { orders as fr } from '../../locales/fr/orders';

registerTexts('orders', { de, en, fr });

/** Texts of orders in the current language (i18next namespace 'orders'). */
export type OrdersText = TFunction<'orders'>;

export function useOrdersText(): OrdersText {
  return useTranslation('orders').t;
}
