import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * User preferences of spec 1 §3, kept in the browser until the account API stores them. Read by
 * the configurator and the cart; written only by the shell's customer-type switch (src/app).
 */
interface PreferencesState {
  readonly isBusinessCustomer: boolean;
  readonly setBusinessCustomer: (isBusinessCustomer: boolean) => void;
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      isBusinessCustomer: false,
      setBusinessCustomer: (isBusinessCustomer) => set({ isBusinessCustomer }),
    }),
    {
      name: 'preferences',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ isBusinessCustomer: state.isBusinessCustomer }),
      // Version 0 kept the attachment disclaimer here too; the cart feature owns it now.
      migrate: (persisted) => ({
        isBusinessCustomer:
          (persisted as { isBusinessCustomer?: boolean }).isBusinessCustomer === true,
      }),
    },
  ),
);
