import { useEffect } from 'react';
import { useConsentStore } from '../stores/consent-store';
import { loadTagManagerIfAllowed } from '../utils/tag-manager';

/** Loads the analytics tag as soon as (and only if) the consent allows it. */
export function useTagManager(scriptUrl: string): void {
  const consent = useConsentStore((state) => state.consent);
  useEffect(() => {
    loadTagManagerIfAllowed(consent, scriptUrl);
  }, [consent, scriptUrl]);
}
