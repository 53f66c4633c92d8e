import { create } from 'zustand';

/**
 * Steps of the order process (spec 1 §4; the spec's provideCustomerDetails and review_order are
 * written in kebab-case here). The upload, configure and checkout features drive the transitions.
 */
export type OrderProcessStep =
  | 'no-order-ongoing'
  | 'upload'
  | 'configure-model'
  | 'view-cart'
  | 'provide-customer-details'
  | 'review-order'
  | 'order-completed';

export type ConfigureSubStep = 0 | 1 | 2;

export type OrderSource =
  { readonly kind: 'file'; readonly file: File } | { readonly kind: 'demo' };

interface OrderProcessState {
  readonly step: OrderProcessStep;
  readonly isCheckoutOpen: boolean;
  readonly configureSubStep: ConfigureSubStep;
  /** What the customer chose to print; the upload itself happens in the upload feature. */
  readonly source: OrderSource | null;
  /** The analysed 3D file (the cart item's objectId); set when the analysis completed. */
  readonly fileId: string | null;
  /** The analysis task being polled, while uploading. */
  readonly taskId: string | null;
  readonly chooseFile: (file: File) => void;
  readonly startDemo: () => void;
  readonly setStep: (step: OrderProcessStep) => void;
  readonly setCheckoutOpen: (isOpen: boolean) => void;
  readonly setConfigureSubStep: (subStep: ConfigureSubStep) => void;
  readonly setTaskId: (taskId: string | null) => void;
  /** The analysis completed: configure the file on / (spec 1 §4 "on success"). */
  readonly startConfiguring: (fileId: string) => void;
  /** The current item went into the cart (spec 1 §4 "adding to cart goes to view-cart"). */
  readonly finishAddingToCart: () => void;
  /** Clears the current item and returns to no-order-ongoing (the logo does this). */
  readonly resetOrderProcess: () => void;
}

const INITIAL = {
  step: 'no-order-ongoing',
  isCheckoutOpen: false,
  configureSubStep: 0,
  source: null,
  fileId: null,
  taskId: null,
} as const satisfies Partial<OrderProcessState>;

export const useOrderProcessStore = create<OrderProcessState>()((set) => ({
  ...INITIAL,
  // The upload is the panel's first step, so choosing opens it (spec 1 §2 "checkout is open").
  chooseFile: (file) =>
    set({ source: { kind: 'file', file }, step: 'upload', isCheckoutOpen: true, fileId: null }),
  startDemo: () =>
    set({ source: { kind: 'demo' }, step: 'upload', isCheckoutOpen: true, fileId: null }),
  setStep: (step) => set({ step }),
  setCheckoutOpen: (isCheckoutOpen) => set({ isCheckoutOpen }),
  setConfigureSubStep: (configureSubStep) => set({ configureSubStep }),
  setTaskId: (taskId) => set({ taskId }),
  startConfiguring: (fileId) =>
    set({
      step: 'configure-model',
      fileId,
      taskId: null,
      isCheckoutOpen: true,
      configureSubStep: 0,
    }),
  finishAddingToCart: () => set({ step: 'view-cart', configureSubStep: 0 }),
  resetOrderProcess: () => set(INITIAL),
}));

/** An order is ongoing in every step except the two resting ones. */
export function isOrderOngoing(step: OrderProcessStep): boolean {
  return step !== 'no-order-ongoing' && step !== 'order-completed';
}
