import type { CartItem } from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';
import { uploadWithProgress, type UploadHandle } from '../../../lib/upload-with-progress';
import type { ProcessingStepDraft } from '../utils/processing-steps';

export interface CartItemPatch {
  readonly quantity?: number;
  readonly processingSteps?: readonly ProcessingStepDraft[];
}

function itemPath(cartId: string, itemId: string): string {
  return `/checkout/cart/${encodeURIComponent(cartId)}/item/${encodeURIComponent(itemId)}`;
}

function readItems(body: unknown): CartItem[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new ApiError(200, 'INVALID_RESPONSE', 'answer without items');
  return items as CartItem[];
}

/**
 * PATCH …/item/{itemId} with items[1]; the answer carries every item with server prices. With
 * the line's revision the server replaces only the state the customer saw (If-Match): a line
 * changed in another tab answers 409 CART_ITEM_CHANGED instead of being overwritten.
 */
export async function patchCartItem(
  cartId: string,
  itemId: string,
  patch: CartItemPatch,
  revision?: string,
): Promise<CartItem[]> {
  const body = await requestJson(itemPath(cartId, itemId), {
    method: 'PATCH',
    body: { items: [patch] },
    ...(revision === undefined ? {} : { headers: { 'If-Match': `"${revision}"` } }),
  });
  return readItems(body);
}

/** DELETE …/attachments/{attachmentId}; the answer carries every item. */
export async function deleteAttachment(
  cartId: string,
  itemId: string,
  attachmentId: string,
): Promise<CartItem[]> {
  const path = `${itemPath(cartId, itemId)}/attachments/${encodeURIComponent(attachmentId)}`;
  return readItems(await requestJson(path, { method: 'DELETE' }));
}

export async function deleteCartItem(cartId: string, itemId: string): Promise<CartItem[]> {
  return readItems(await requestJson(itemPath(cartId, itemId), { method: 'DELETE' }));
}

/** POST …/attachments (multipart `file`) with byte progress and abort. */
export function startAttachmentUpload(
  cartId: string,
  itemId: string,
  file: File,
  onProgress: (loadedBytes: number, totalBytes: number) => void,
): UploadHandle {
  return uploadWithProgress({
    path: `${itemPath(cartId, itemId)}/attachments`,
    file,
    fileName: file.name,
    onProgress,
  });
}

export { readItems };

/**
 * Puts a deleted line back (issue 13 point 7, undo): POST …/item with the line's configuration
 * and processing steps; the server prices it anew. The answer carries the cart's items.
 */
export async function recreateCartItem(cartId: string, item: CartItem): Promise<CartItem[]> {
  const body = await requestJson(`/checkout/cart/${encodeURIComponent(cartId)}/item`, {
    method: 'POST',
    body: {
      items: [
        {
          referencedId: item.referencedId,
          printModeId: item.printModeId,
          surfaceFinishId: item.surfaceFinishId,
          colorId: item.colorId,
          scale: item.scale,
          quantity: item.quantity,
          givenUnitOfLength: item.givenUnitOfLength,
          acknowledgedRepairInfo: item.acknowledgedRepairInfo,
          processingSteps: item.processingSteps.map((step) => ({
            stepId: step.stepId,
            optionId: step.option._id,
            quantity: step.quantity,
          })),
        },
      ],
    },
  });
  return readItems((body as { cart?: unknown } | null)?.cart ?? null);
}
