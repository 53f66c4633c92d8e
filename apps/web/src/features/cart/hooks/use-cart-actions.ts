import type { CartItem } from '@print/contracts';
import { useState } from 'react';
import { notify } from '../../../stores/notification-store';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderProcessStore } from '../../../stores/order-process-store';
import { deleteCartItem, patchCartItem, type CartItemPatch } from '../api/cart-items';
import type { CartMessages } from '../../../locales/de/cart';

/** Cart edits: each call goes to the API and shows the server's new items and prices. */
export function useCartActions(texts: CartMessages) {
  const [pendingItemIds, setPending] = useState<ReadonlySet<string>>(new Set());

  async function run(itemId: string, action: (cartId: string) => Promise<CartItem[]>) {
    const cartId = useCartStore.getState().cartId;
    if (cartId === null) return false;
    setPending((ids) => new Set(ids).add(itemId));
    try {
      const items = await action(cartId);
      useCartStore.getState().setItems(items);
      return true;
    } catch {
      notify({ type: 'warning', header: texts.errors.header, body: texts.errors.generic });
      return false;
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(itemId);
        return next;
      });
    }
  }

  return {
    pendingItemIds,
    updateItem: (itemId: string, patch: CartItemPatch) =>
      run(itemId, (cartId) => patchCartItem(cartId, itemId, patch)),
    removeItem: async (itemId: string) => {
      const isDone = await run(itemId, (cartId) => deleteCartItem(cartId, itemId));
      // Spec 1 §4: deleting the last item returns to no-order-ongoing.
      if (isDone && useCartStore.getState().items.length === 0) {
        useOrderProcessStore.getState().resetOrderProcess();
      }
    },
  };
}
