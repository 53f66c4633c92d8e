import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n';
import { forms as de } from '../../locales/de/forms';
import { forms as en } from '../../locales/en/forms';
import { forms as fr } from '../../locales/fr/forms';

registerTexts('forms', { de, en, fr });

/** Texts of the forms in the current language (i18next namespace 'forms'). */
export type FormsText = TFunction<'forms'>;

export function useFormsText(): FormsText {
  return useTranslation('forms').t;
}
