import { ensureCartId, forgetCart } from '../../../lib/server-state/cart';
import { useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';

/**
 * Spec 2 §4 order complete: the locally saved order data goes (the checkout draft with its
 * voucher, the ordered cart's id) and a new cart is started. Cookies, the session and the
 * preferences stay. A reload of the outcome page finds no draft and leaves the new cart alone.
 */
export async function wipeOrderData(): Promise<void> {
  const draft = useCheckoutDraftStore.getState();
  if (draft.details === null && draft.submission === null) return;
  draft.clear();
  const cartId = useCartIdStore.getState().cartId;
  if (cartId !== null) forgetCart(cartId);
  await ensureCartId();
}
