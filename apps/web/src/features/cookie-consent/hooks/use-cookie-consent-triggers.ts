import { useEffect } from 'react';
import { useConsentStore } from '../stores/consent-store';

export const COOKIE_CONSENT_HASH = '#cookie-consent';

/** Opens the dialog at start when nothing is stored, and whenever the hash is #cookie-consent. */
export function useCookieConsentTriggers(hash: string): void {
  const openDialog = useConsentStore((state) => state.openDialog);

  useEffect(() => {
    if (useConsentStore.getState().consent === null) openDialog();
  }, [openDialog]);

  useEffect(() => {
    if (hash === COOKIE_CONSENT_HASH) openDialog();
  }, [hash, openDialog]);
}
