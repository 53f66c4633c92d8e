import type { Readable } from 'node:stream';
import { err, ok, type Result } from '@print/domain';
import type { LineReviewDeps } from './line-review.js';

/**
 * A file production uploaded with a line's review, for the desk (GET
 * /admin/orders/:orderId/lines/:lineId/review/repaired|picture; staff only by the route's roles):
 * the repaired print file or the not printable line's picture of the line's current verdict.
 */
export async function openReviewFile(
  deps: Pick<LineReviewDeps, 'orders' | 'storage'>,
  orderId: string,
  lineId: string,
  kind: 'repaired' | 'picture',
): Promise<
  Result<
    { readonly stream: Readable; readonly fileName: string; readonly contentType: string },
    'FILE_NOT_FOUND'
  >
> {
  const order = await deps.orders.findOrder(orderId);
  const review = order?.lines.find((line) => line.id === lineId)?.review ?? null;
  const file = kind === 'repaired' ? review?.repairedUpload : review?.picture;
  if (!file || !(await deps.storage.exists(file.key)))
    return err('FILE_NOT_FOUND', `No ${kind} file for this line`);
  return ok({
    stream: deps.storage.read(file.key),
    fileName: file.fileName,
    contentType: file.contentType,
  });
}
