import {
  AddCartItemsResponseSchema,
  CartItemsResponseSchema,
  type AddCartItemsResponse,
  type CartItem,
  type CartItemInput,
} from '@print/contracts';
import { API_BASE_PATH } from '../../../lib/config';
import { ApiError, buildApiHeaders, requestJson } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';

/** POST /api/checkout/cart/{cartId}/item with one item; the server prices it. */
export async function postCartItem(
  cartId: string,
  item: CartItemInput,
): Promise<AddCartItemsResponse> {
  const body = await requestJson(`/checkout/cart/${encodeURIComponent(cartId)}/item`, {
    method: 'POST',
    body: { items: [item] },
  });
  return AddCartItemsResponseSchema.parse(body);
}

/** POST …/item/{itemId}/thumbnail as multipart (field `file`, PNG); answers the cart's items. */
export async function uploadThumbnail(
  cartId: string,
  itemId: string,
  png: Blob,
): Promise<CartItem[]> {
  const form = new FormData();
  form.append('file', png, 'thumbnail.png');
  const path = `/checkout/cart/${encodeURIComponent(cartId)}/item/${encodeURIComponent(itemId)}/thumbnail`;
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    method: 'POST',
    headers: buildApiHeaders(getCurrentLanguage(), false),
    body: form,
    credentials: 'same-origin',
  });
  if (!response.ok)
    throw new ApiError(response.status, 'THUMBNAIL_FAILED', `${response.status} on ${path}`);
  return CartItemsResponseSchema.parse(await response.json()).items;
}
