import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerTexts, registerTextsIn } from '../../lib/i18n';
import { desk as deskDe } from '../../locales/de/desk';
import { orders as ordersDe } from '../../locales/de/orders';
import { desk as deskEn } from '../../locales/en/desk';
import { orders as ordersEn } from '../../locales/en/orders';
import { orders as ordersFr } from '../../locales/fr/orders';

// The desk speaks de and en; the status/payment labels are the orders namespace's (one label
// per status in the whole app), registered in all its languages as the orders feature does.
registerTextsIn('desk', { de: deskDe, en: deskEn });
registerTexts('orders', { de: ordersDe, en: ordersEn, fr: ordersFr });

export type DeskText = TFunction<'desk'>;

export function useDeskText(): DeskText {
  return useTranslation('desk').t;
}

/** Labels of statuses, payment statuses and methods (the orders namespace). */
export function useOrderLabels(): TFunction<'orders'> {
  return useTranslation('orders').t;
}

const KNOWN_ERRORS = new Set(Object.keys(deskDe.errors));

/** The text for an error code of the API, or a generic one naming the code. */
export function errorText(
  t: DeskText,
  code: string,
  values: Readonly<Record<string, string>> = {},
): string {
  if (KNOWN_ERRORS.has(code) && code !== 'unknown') {
    return t(`errors.${code as keyof typeof deskDe.errors}`, { max: '', ...values, code });
  }
  return t('errors.unknown', { code });
}
