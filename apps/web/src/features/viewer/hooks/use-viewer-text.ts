import { createMessagesHook } from '../../../lib/lazy-messages';
import { viewer as de } from '../../../locales/de/viewer';
import { viewer as en } from '../../../locales/en/viewer';
import { viewer as fr } from '../../../locales/fr/viewer';

/** Texts of the viewer and analysis tools in the current language (namespace 'viewer'). */
export const useViewerText = createMessagesHook('viewer', { de, en, fr });
