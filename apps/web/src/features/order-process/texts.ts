import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n';
import { orderProcess as de } from '../../locales/de/orderProcess';
import { orderProcess as en } from '../../locales/en/orderProcess';
import { orderProcess as fr } from '../../locales/fr/orderProcess';

registerTexts('orderProcess', { de, en, fr });

/** Texts of the order-process panel (i18next namespace 'orderProcess', in the panel chunk). */
export function useOrderProcessText() {
  return useTranslation('orderProcess').t;
}
