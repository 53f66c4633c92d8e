import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** User preferences of spec 1 §3, kept in the browser until the account API stores them. */
interface PreferencesState {
  readonly isBusinessCustomer: boolean;
  readonly hasAcceptedAttachmentDisclaimer: boolean;
  readonly setBusinessCustomer: (isBusinessCustomer: boolean) => void;
  readonly acceptAttachmentDisclaimer: () => void;
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      isBusinessCustomer: false,
      hasAcceptedAttachmentDisclaimer: false,
      setBusinessCustomer: (isBusinessCustomer) => set({ isBusinessCustomer }),
      acceptAttachmentDisclaimer: () => set({ hasAcceptedAttachmentDisclaimer: true }),
    }),
    { name: 'preferences', storage: createJSONStorage(() => localStorage) },
  ),
);
