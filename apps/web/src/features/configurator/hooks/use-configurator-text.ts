import { createMessagesHook } from '../../../lib/lazy-messages';
import { configurator as de } from '../../../locales/de/configurator';
import { configurator as en } from '../../../locales/en/configurator';
import { configurator as fr } from '../../../locales/fr/configurator';

/** Texts of the configurator in the current language (namespace 'configurator'). */
export const useConfiguratorText = createMessagesHook('configurator', { de, en, fr });
