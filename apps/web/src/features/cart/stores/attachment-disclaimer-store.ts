import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec 1 §4: the attachment disclaimer is shown once; the browser remembers the agreement. */
interface AttachmentDisclaimerState {
  readonly hasAccepted: boolean;
  readonly accept: () => void;
}

export const useAttachmentDisclaimerStore = create<AttachmentDisclaimerState>()(
  persist(
    (set) => ({
      hasAccepted: false,
      accept: () => set({ hasAccepted: true }),
    }),
    { name: 'attachment-disclaimer', storage: createJSONStorage(() => localStorage) },
  ),
);
