import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../../lib/i18n';
import { viewer as de } from '../../../locales/de/viewer';
import { viewer as en } from '../../../locales/en/viewer';
import { viewer as fr } from '../../../locales/fr/viewer';

registerTexts('viewer', { de, en, fr });

/** Texts of the viewer and analysis tools in the current language (i18next namespace 'viewer'). */
export function useViewerText() {
  return useTranslation('viewer').t;
}
