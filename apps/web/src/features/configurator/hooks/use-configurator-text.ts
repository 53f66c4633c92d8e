import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../../lib/i18n';
import { configurator as de } from '../../../locales/de/configurator';
import { configurator as en } from '../../../locales/en/configurator';
import { configurator as fr } from '../../../locales/fr/configurator';

registerTexts('configurator', { de, en, fr });

/** Texts of the configurator in the current language (i18next namespace 'configurator'). */
export function useConfiguratorText() {
  return useTranslation('configurator').t;
}
