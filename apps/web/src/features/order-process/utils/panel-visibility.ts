import { isOrderOngoing, type OrderProcessStep } from '../../../stores/order-process-store';

/** Spec 1 §2: on every page but /cart, only while an order is ongoing and checkout is open. */
export function isPanelVisible(input: {
  readonly step: OrderProcessStep;
  readonly isCheckoutOpen: boolean;
  readonly path: string;
}): boolean {
  const isCartPage = input.path === '/cart' || input.path.startsWith('/cart/');
  return !isCartPage && input.isCheckoutOpen && isOrderOngoing(input.step);
}

/** Index (0-based) of the three-step bar: 1 choose 3D file, 2 choose print mode, 3 checkout. */
export function selectPanelStepIndex(step: OrderProcessStep): 0 | 1 | 2 {
  if (step === 'upload' || step === 'no-order-ongoing') return 0;
  if (step === 'configure-model') return 1;
  return 2;
}
