import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PaymentDetailsFormValues } from '../utils/payment-details-form';

/** The voucher as the customer handled it: validated (stored) and, once redeemed, applied. */
export interface VoucherDraft {
  readonly code: string;
  readonly isApplied: boolean;
}

/** One submission attempt: the key is reused for the same body (retries, double clicks, reload). */
export interface SubmissionAttempt {
  readonly idempotencyKey: string;
  readonly fingerprint: string;
}

/**
 * The checkout's UI state, kept in session storage so a reload loses nothing (spec 2 §4: the
 * voucher is restored from saved local data). No money: every figure comes from the server.
 */
interface CheckoutDraftState {
  readonly details: PaymentDetailsFormValues | null;
  readonly shippingMethodId: string | null;
  readonly voucher: VoucherDraft | null;
  readonly signupToNewsletter: boolean;
  readonly submission: SubmissionAttempt | null;
  readonly setDetails: (details: PaymentDetailsFormValues) => void;
  readonly setShippingMethodId: (shippingMethodId: string) => void;
  readonly setVoucher: (voucher: VoucherDraft | null) => void;
  readonly setSignupToNewsletter: (signupToNewsletter: boolean) => void;
  readonly setSubmission: (submission: SubmissionAttempt | null) => void;
  /** Forgets everything (order placed: spec 2 §4 "all locally saved data is wiped"). */
  readonly clear: () => void;
}

const INITIAL = {
  details: null,
  shippingMethodId: null,
  voucher: null,
  signupToNewsletter: false,
  submission: null,
} as const;

export const CHECKOUT_DRAFT_STORAGE_KEY = 'checkout-draft';

export const useCheckoutDraftStore = create<CheckoutDraftState>()(
  persist(
    (set) => ({
      ...INITIAL,
      setDetails: (details) => set({ details }),
      setShippingMethodId: (shippingMethodId) => set({ shippingMethodId }),
      setVoucher: (voucher) => set({ voucher }),
      setSignupToNewsletter: (signupToNewsletter) => set({ signupToNewsletter }),
      setSubmission: (submission) => set({ submission }),
      clear: () => set(INITIAL),
    }),
    {
      name: CHECKOUT_DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ details, shippingMethodId, voucher, signupToNewsletter, submission }) => ({
        details,
        shippingMethodId,
        voucher,
        signupToNewsletter,
        submission,
      }),
    },
  ),
);
