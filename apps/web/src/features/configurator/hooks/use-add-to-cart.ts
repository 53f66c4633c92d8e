import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { ensureCartId, forgetCart, storeCartItems } from '../../../lib/server-state/cart';
import { useCurrentItemStore } from '../stores/current-item-store';
import { notify } from '../../../stores/notification-store';
import { useLocalizePath } from '../../../lib/use-route-language';
import { postCartItem, uploadThumbnail } from '../api/add-cart-item';
import { useConfiguratorText } from './use-configurator-text';

/**
 * Puts the current item into the cart, uploads its render and goes to /cart (spec 1 §4);
 * onAdded tells the page that composes the configurator.
 */
export function useAddToCart(onAdded: () => void): {
  readonly isAdding: boolean;
  readonly addToCart: () => Promise<boolean>;
} {
  const t = useConfiguratorText();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const queryClient = useQueryClient();
  const [isAdding, setAdding] = useState(false);

  /** False when the item could not be added (the caller puts the focus back, issue 13 point 8). */
  async function addToCart(): Promise<boolean> {
    const item = useCurrentItemStore.getState();
    const { objectId, printModeId, surfaceFinishId, colorId } = item;
    if (!objectId || !printModeId || !surfaceFinishId || !colorId) return false;
    setAdding(true);
    try {
      const input = {
        referencedId: objectId,
        printModeId,
        surfaceFinishId,
        colorId,
        scale: item.scale,
        quantity: item.quantity,
        givenUnitOfLength: item.unit,
        acknowledgedRepairInfo: item.acknowledgedRepairInfo,
      };
      let cartId = await ensureCartId();
      const created = await postCartItem(cartId, input).catch(async (error: unknown) => {
        // A remembered cart of an earlier session is gone (404): start a new one, once.
        if (!(error instanceof ApiError && error.code === 'CART_NOT_FOUND')) throw error;
        forgetCart(cartId);
        cartId = await ensureCartId();
        return postCartItem(cartId, input);
      });
      let items = created.cart.items;
      const itemId = created.createdItems[0]?._id;
      if (itemId && item.frontImageData) {
        // The item is in the cart already; a missing picture must not turn that into a failure.
        items = await uploadThumbnail(cartId, itemId, item.frontImageData).catch(() => items);
      }
      storeCartItems(queryClient, cartId, items);
      onAdded();
      useCurrentItemStore.getState().resetItem();
      void navigate(localize('/cart'));
      return true;
    } catch (error: unknown) {
      setAdding(false);
      const isTooLarge = error instanceof ApiError && error.code === 'AMOUNT_TOO_LARGE';
      const body = t(isTooLarge ? 'errors.amountTooLarge' : 'errors.addToCart');
      notify({ type: 'warning', header: t('errors.header'), body });
      return false;
    }
  }

  return { isAdding, addToCart };
}
