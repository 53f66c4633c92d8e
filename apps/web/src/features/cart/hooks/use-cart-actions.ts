import type { CartItem } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { storeCartItems } from '../../../lib/server-state/cart';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { notify } from '../../../stores/notification-store';
import {
  deleteCartItem,
  patchCartItem,
  recreateCartItem,
  type CartItemPatch,
} from '../api/cart-items';
import { useCartText } from '../texts';

/**
 * Cart edits: each call goes to the API and shows the server's new items and prices;
 * onEmptied follows the deletion of the last item.
 */
export function useCartActions(cartId: string | null, onEmptied: () => void) {
  const t = useCartText();
  const queryClient = useQueryClient();
  const [pendingItemIds, setPending] = useState<ReadonlySet<string>>(new Set());

  /** Runs a change; resolves with the cart's items after it, or null when it failed. */
  async function run(itemId: string, action: (cartId: string) => Promise<CartItem[]>) {
    if (cartId === null) return null;
    setPending((ids) => new Set(ids).add(itemId));
    try {
      const items = await action(cartId);
      storeCartItems(queryClient, cartId, items);
      return items;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CART_ITEM_CHANGED') {
        // Another tab changed this line: show its current state, nothing is overwritten.
        await queryClient.invalidateQueries({ queryKey: queryKeys.cart(cartId) });
        notify({ type: 'warning', header: t('conflict.header'), body: t('conflict.body') });
        return null;
      }
      notify({ type: 'warning', header: t('errors.header'), body: t('errors.generic') });
      return null;
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
    updateItem: (item: CartItem, patch: CartItemPatch) =>
      run(item._id, (id) => patchCartItem(id, item._id, patch, item.revision)),
    removeItem: async (item: CartItem) => {
      const items = await run(item._id, (id) => deleteCartItem(id, item._id));
      if (items === null) return;
      // Issue 13 point 7: a deleted line can be put back while the notice shows.
      notify({
        type: 'success',
        header: t('removed.header'),
        body: t('removed.body', { name: item.model.name }),
        action: {
          label: t('removed.undo'),
          onAction: () => void run(item._id, (id) => recreateCartItem(id, item)),
        },
      });
      // Spec 1 §4: deleting the last item returns to no-order-ongoing.
      if (items.length === 0) onEmptied();
    },
  };
}
