import type { Readable } from 'node:stream';
import type { NotPrintableLinkView } from '@print/contracts';
import { canAnswerNotPrintable, err, ok, parseOrderStatus, type Result } from '@print/domain';
import type { FileStorage } from '../../storage/file-storage.js';
import type { AnswerLinkErrorCode, OrderAnswerLinks } from './order-answer-links.js';
import type { LineReviewRecord } from './order-review.js';
import type { OrdersRepository } from './orders.repository.js';

type LinkError = AnswerLinkErrorCode | 'ORDER_NOT_FOUND';

/** Where the link holder's browser fetches a not printable line's picture (the same token). */
export function linkPictureUrl(token: string, lineId: string): string {
  return `/api/checkout/not-printable/${encodeURIComponent(token)}/items/${encodeURIComponent(lineId)}/review-picture`;
}

/**
 * The holder of a not printable review's mailed link (a guest too): the order's not printable
 * lines with staff's reasons and pictures, nothing else of the order (no addresses, no prices).
 */
export function createNotPrintableLinkReads(deps: {
  readonly repo: Pick<OrdersRepository, 'findById' | 'listLines'>;
  readonly listReviews: (orderId: string) => Promise<LineReviewRecord[]>;
  readonly storage: FileStorage;
  readonly links: OrderAnswerLinks;
}) {
  /** The order a link opens (ORDER_NOT_FOUND: deleted since; treated as an invalid link). */
  async function orderOf(token: string) {
    const link = await deps.links.resolve(token, 'not_printable');
    if (!link.ok) return link;
    const order = await deps.repo.findById(link.value.orderId);
    return order === null
      ? err('ORDER_LINK_INVALID', 'This link is not valid: please use the link of your mail')
      : ok(order);
  }

  return {
    /** The order id a valid link opens (the answer's write locks and checks the order itself). */
    async resolve(token: string): Promise<Result<string, AnswerLinkErrorCode>> {
      const found = await orderOf(token);
      return found.ok ? ok(found.value.id) : found;
    },

    async read(token: string): Promise<Result<NotPrintableLinkView, AnswerLinkErrorCode>> {
      const found = await orderOf(token);
      if (!found.ok) return found;
      const order = found.value;
      const [lines, reviews] = await Promise.all([
        deps.repo.listLines(order.id),
        deps.listReviews(order.id),
      ]);
      const byLine = new Map(reviews.map((review) => [review.lineId, review]));
      const status = parseOrderStatus(order.status);
      return ok({
        orderNumber: order.orderNumber,
        orderStatus: status,
        canAnswer: canAnswerNotPrintable(status),
        lines: lines.flatMap((line) => {
          const review = byLine.get(line.id);
          if (review?.verdict !== 'not_printable') return [];
          return [
            {
              lineId: line.id,
              fileName: line.fileName,
              quantity: line.quantity,
              reason: review.reason,
              pictureUrl: review.picture === null ? null : linkPictureUrl(token, line.id),
            },
          ];
        }),
      });
    },

    /** A not printable line's picture of the link's order only (another order's line: 404). */
    async openPicture(
      token: string,
      lineId: string,
    ): Promise<Result<{ stream: Readable; contentType: string }, LinkError | 'FILE_NOT_FOUND'>> {
      const found = await orderOf(token);
      if (!found.ok) return found;
      const reviews = await deps.listReviews(found.value.id);
      const review = reviews.find((entry) => entry.lineId === lineId);
      const picture = review?.verdict === 'not_printable' ? review.picture : null;
      if (picture === null || picture === undefined || !(await deps.storage.exists(picture.key)))
        return err('FILE_NOT_FOUND', 'This line has no picture');
      return ok({ stream: deps.storage.read(picture.key), contentType: picture.contentType });
    },
  };
}

export type NotPrintableLinkReads = ReturnType<typeof createNotPrintableLinkReads>;
