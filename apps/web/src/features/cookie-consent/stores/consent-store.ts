import { create } from 'zustand';
import {
  NO_OPTIONAL_COOKIES,
  readStoredConsent,
  removeStoredConsent,
  writeStoredConsent,
  type CookieConsent,
} from '../utils/consent-storage';

interface ConsentState {
  /** The saved choice; null until the visitor decided. */
  readonly consent: CookieConsent | null;
  readonly isDialogOpen: boolean;
  readonly openDialog: () => void;
  readonly closeDialog: () => void;
  readonly saveConsent: (choice: { statisticCookies: boolean; marketingCookies: boolean }) => void;
  /** Clears the flags, forgets the stored choice and reloads, so no tag stays in memory. */
  readonly revokeConsent: () => void;
}

/** Replaced in tests; a real reload is the only way to unload a tag manager that ran. */
export const pageReloader = { reload: () => window.location.reload() };

export const useConsentStore = create<ConsentState>()((set) => ({
  consent: readStoredConsent(localStorage),
  isDialogOpen: false,
  openDialog: () => set({ isDialogOpen: true }),
  closeDialog: () => set({ isDialogOpen: false }),
  saveConsent: (choice) => {
    const consent: CookieConsent = { essentialCookies: true, ...choice };
    writeStoredConsent(localStorage, consent);
    set({ consent, isDialogOpen: false });
  },
  revokeConsent: () => {
    removeStoredConsent(localStorage);
    set({ consent: null, isDialogOpen: false });
    pageReloader.reload();
  },
}));

export { NO_OPTIONAL_COOKIES };
