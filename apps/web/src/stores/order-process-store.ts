import { create } from 'zustand';

/**
 * Steps of the order process (spec 1 §4; the spec's provideCustomerDetails and review_order are
 * written in kebab-case here).
 */
export type OrderProcessStep =
  | 'no-order-ongoing'
  | 'upload'
  | 'configure-model'
  | 'view-cart'
  | 'provide-customer-details'
  | 'review-order'
  | 'order-completed';

interface OrderProcessState {
  readonly step: OrderProcessStep;
  readonly isCheckoutOpen: boolean;
  /** The analysed 3D file (the cart item's objectId); set when the analysis completed. */
  readonly fileId: string | null;
  /** A file was chosen or the demo started: the panel opens on its upload step. */
  readonly startOrder: () => void;
  /** The analysis completed: configure the file on / (spec 1 §4 "on success"). */
  readonly startConfiguring: (fileId: string) => void;
  /** The current item went into the cart (spec 1 §4 "adding to cart goes to view-cart"). */
  readonly finishAddingToCart: () => void;
  readonly setCheckoutOpen: (isOpen: boolean) => void;
  /** Back to no-order-ongoing (the logo, a failed upload, the last cart item deleted). */
  readonly resetOrderProcess: () => void;
}

const INITIAL = {
  step: 'no-order-ongoing',
  isCheckoutOpen: false,
  fileId: null,
} as const satisfies Partial<OrderProcessState>;

/**
 * Where the customer is in the order process. Several features take part in it, so none of
 * them writes it: src/app does, from the callbacks the features report through (upload
 * started, analysed, added to cart, cart emptied); ESLint keeps it out of src/features.
 */
export const useOrderProcessStore = create<OrderProcessState>()((set) => ({
  ...INITIAL,
  // The upload is the panel's first step, so choosing opens it (spec 1 §2 "checkout is open").
  startOrder: () => set({ step: 'upload', isCheckoutOpen: true, fileId: null }),
  startConfiguring: (fileId) => set({ step: 'configure-model', fileId, isCheckoutOpen: true }),
  finishAddingToCart: () => set({ step: 'view-cart' }),
  setCheckoutOpen: (isCheckoutOpen) => set({ isCheckoutOpen }),
  resetOrderProcess: () => set(INITIAL),
}));

/** An order is ongoing in every step except the two resting ones. */
export function isOrderOngoing(step: OrderProcessStep): boolean {
  return step !== 'no-order-ongoing' && step !== 'order-completed';
}
