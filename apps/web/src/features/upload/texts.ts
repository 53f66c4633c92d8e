import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n, registerTexts } from '../../lib/i18n';
import type { Language } from '../../lib/language';
import { upload as de } from '../../locales/de/upload';
import { upload as en } from '../../locales/en/upload';
import { upload as fr } from '../../locales/fr/upload';

registerTexts('upload', { de, en, fr });

export type UploadText = TFunction<'upload'>;

/** Texts of the upload in the current language (i18next namespace 'upload', in the upload chunk). */
export function useUploadText(): UploadText {
  return useTranslation('upload').t;
}

/** The same texts outside React (the upload runner), in the language the upload started in. */
export function getUploadText(language: Language): UploadText {
  return i18n.getFixedT(language, 'upload');
}
