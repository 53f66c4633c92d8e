import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n';
import { content as de } from '../../locales/de/content';
import { content as en } from '../../locales/en/content';
import { content as fr } from '../../locales/fr/content';

registerTexts('content', { de, en, fr });

/** Texts of content pages in the current language (i18next namespace 'content'). */
export type ContentText = TFunction<'content'>;

export function useContentText(): ContentText {
  return useTranslation('content').t;
}
