import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n';
import { account as de } from '../../locales/de/account';
import { account as en } from '../../locales/en/account';
import { account as fr } from '../../locales/fr/account';

registerTexts('account', { de, en, fr });

/** Texts of the account pages in the current language (i18next namespace 'account'). */
export type AccountText = TFunction<'account'>;

export function useAccountText(): AccountText {
  return useTranslation('account').t;
}
