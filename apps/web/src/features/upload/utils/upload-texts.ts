import { upload as de, type UploadMessages } from '../../../locales/de/upload';
import { upload as en } from '../../../locales/en/upload';
import { upload as fr } from '../../../locales/fr/upload';
import type { Language } from '../../../lib/language';

const TEXTS: Readonly<Record<Language, UploadMessages>> = { de, en, fr };

/** The upload texts in a language; the chunk carries all three (about 1 KB gzip). */
export function getUploadTexts(language: Language): UploadMessages {
  return TEXTS[language];
}
