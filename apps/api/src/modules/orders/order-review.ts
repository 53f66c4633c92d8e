import {
  err,
  isFinalOrderStatus,
  lineVerdictRequirement,
  ok,
  parseOrderStatus,
  reviewOutcome,
  type LineVerdict,
  type LineVerdictErrorCode,
  type Result,
  type ReviewStatus,
} from '@print/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import type {
  ChangeStatusByOperator,
  OperatorChangeErrorCode,
  OperatorChangeHook,
  OperatorOrderState,
} from './order-operator.js';
import type { OrdersRepository } from './orders.repository.js';
import {
  orderLineReviews,
  type OutboxAttachmentData,
  type ReviewFileData,
} from './orders.tables.js';

export type LineReviewRecord = typeof orderLineReviews.$inferSelect;

export type LineReviewErrorCode =
  OperatorChangeErrorCode | LineVerdictErrorCode | 'ORDER_LINE_NOT_FOUND' | 'REVIEW_NOT_OPEN';

export interface LineReviewInput {
  readonly orderId: string;
  readonly lineId: string;
  readonly verdict: LineVerdict;
  readonly reason: string | null;
  /** The version the staff member saw (409 ORDER_CHANGED when another change came first). */
  readonly version: number;
  readonly staff: { readonly id: string; readonly name: string };
  /** The staff member's role may set the review's statuses (mayStaffSetStatus). */
  readonly isRoleAllowed: (status: ReviewStatus) => boolean;
  /**
   * The file whose repaired mesh production prints (the line's file, when the analysis repaired
   * it); null: none. Looked up by the caller before the transaction (files module).
   */
  readonly repairedFileId: string | null;
  /** A repaired file production uploaded (stored already): printed instead of the automatic repair. */
  readonly repairedUpload: ReviewFileData | null;
  /** The picture of a not printable line (stored already), sent with the status mail. */
  readonly picture: ReviewFileData | null;
}

/** What the caller writes in the review's transaction (audit row; the status mail with a move). */
export interface LineReviewHooks {
  readonly reviewed: (
    tx: Executor,
    change: {
      readonly before: LineReviewRecord | null;
      readonly after: LineReviewRecord;
      readonly order: OperatorOrderState;
    },
  ) => Promise<void>;
  /**
   * The order moves: `mailReason` lists the lines' reasons for the customer's mail, `attachments`
   * the not printable lines' pictures (by storage key).
   */
  readonly moved: (
    mailReason: string,
    attachments: readonly OutboxAttachmentData[],
  ) => OperatorChangeHook;
}

/** A not printable line's picture as the mail attaches it: named after the line's file. */
function pictureAttachment(
  line: { readonly position: number; readonly fileName: string },
  picture: ReviewFileData,
): OutboxAttachmentData {
  // Lines are stored from 0 and counted from 1 (as on the documents).
  const number = line.position + 1;
  const base = line.fileName.replace(/\.[^.]*$/, '') || `line-${number}`;
  // The extension of the content (checked at upload), not of the name it was uploaded with.
  const subtype = picture.contentType.split('/')[1] ?? 'bin';
  const extension = subtype === 'jpeg' ? 'jpg' : subtype;
  return {
    filename: `${number}-${base}.${extension}`,
    contentType: picture.contentType,
    storageKey: picture.key,
  };
}

/** The transition's reason: the review, then each line's verdict with a reason. */
const REVIEW_REASON = 'Printability review';

/** A failure that rolls the whole review back (the verdict is not kept without its move). */
class ReviewRollback extends Error {
  constructor(
    readonly failure: {
      code: LineReviewErrorCode;
      message: string;
      details?: Record<string, unknown>;
    },
  ) {
    super(failure.message);
  }
}

/**
 * Production's printability review of a line (issue 25 item 6), in one transaction on the locked
 * order: the version check, the verdict (one row per line, replaced), the caller's audit row, and
 * when every line has a verdict, the operator status change to the status that sums them up
 * (packages/domain reviewOutcome) through the transition table, with the caller's status mail.
 * When the order already is in that status it stays (its version still moves: the desk sees the
 * change). A move the table does not allow rolls the verdict back.
 */
export function createLineReview(deps: {
  readonly db: Db;
  readonly repo: OrdersRepository;
  readonly changeStatusByOperator: ChangeStatusByOperator;
  readonly now: () => Date;
}) {
  const { db, repo } = deps;
  const { changeLocked, stateOf } = deps.changeStatusByOperator;

  async function reviewLine(
    input: LineReviewInput,
    hooks: LineReviewHooks,
  ): Promise<Result<OperatorOrderState, LineReviewErrorCode>> {
    const needsReason = lineVerdictRequirement(input.verdict, {
      reason: input.reason,
      hasRepairedFile: true,
    });
    if (needsReason === 'REVIEW_REASON_REQUIRED')
      return err(needsReason, 'Not printable needs a reason for the customer');
    try {
      return await db.transaction(async (tx) => {
        const order = await repo.lockById(tx, input.orderId);
        if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
        const state = stateOf(order);
        if (order.version !== input.version)
          return err('ORDER_CHANGED', 'The order was changed in the meantime', {
            status: state.status,
            version: state.version,
          });
        const status = parseOrderStatus(order.status);
        if (state.locked || isFinalOrderStatus(status) || status === 'QUOTE_GENERATED')
          return err('REVIEW_NOT_OPEN', `No printability review in ${status}`, { status });
        const lines = await repo.listLines(order.id, tx);
        if (!lines.some((line) => line.id === input.lineId))
          return err('ORDER_LINE_NOT_FOUND', 'The order has no such line');
        const reviews = await listOfOrder(order.id, tx);
        const before = reviews.find((review) => review.lineId === input.lineId) ?? null;
        // The same verdict again without a new file keeps the file uploaded with the last one.
        const repairedUpload =
          input.verdict !== 'repaired'
            ? null
            : (input.repairedUpload ??
              (before?.verdict === 'repaired' ? before.repairedUpload : null));
        const picture =
          input.verdict !== 'not_printable'
            ? null
            : (input.picture ?? (before?.verdict === 'not_printable' ? before.picture : null));
        const needs = lineVerdictRequirement(input.verdict, {
          reason: input.reason,
          hasRepairedFile: input.repairedFileId !== null || repairedUpload !== null,
        });
        if (needs === 'REVIEW_REPAIRED_FILE_REQUIRED')
          return err(needs, "The line's file has no repaired mesh to print");
        const values = {
          lineId: input.lineId,
          orderId: order.id,
          verdict: input.verdict,
          reason: input.reason?.trim() || null,
          // An uploaded repaired file replaces the automatic repair (the default without one).
          repairedFileId:
            input.verdict === 'repaired' && repairedUpload === null ? input.repairedFileId : null,
          repairedUpload,
          picture,
          staffId: input.staff.id,
          staffName: input.staff.name,
          at: deps.now(),
        };
        const [after] = await tx
          .insert(orderLineReviews)
          .values(values)
          .onConflictDoUpdate({ target: orderLineReviews.lineId, set: values })
          .returning();
        if (after === undefined) throw new Error('The review was not saved');
        const byLine = new Map(reviews.map((review) => [review.lineId, review]));
        byLine.set(after.lineId, after);
        const outcome = reviewOutcome(lines.map((line) => byLine.get(line.id)?.verdict ?? null));

        if (outcome === null || outcome === status) {
          const version = await repo.updateByOperator(tx, order.id, {
            status,
            version: input.version,
            lock: false,
          });
          if (version === null)
            return err('ORDER_CHANGED', 'The order was changed in the meantime', {
              status,
              version: state.version,
            });
          const unchanged = { ...state, version };
          await hooks.reviewed(tx, { before, after, order: unchanged });
          return ok(unchanged);
        }

        const explained = lines.flatMap((line) => {
          const review = byLine.get(line.id);
          return review?.reason ? [`${line.fileName}: ${review.reason}`] : [];
        });
        const mailReason = explained.join('\n');
        const pictures = lines.flatMap((line) => {
          const review = byLine.get(line.id);
          return review?.verdict === 'not_printable' && review.picture
            ? [pictureAttachment(line, review.picture)]
            : [];
        });
        const moved = await changeLocked(
          tx,
          order,
          {
            orderId: order.id,
            to: outcome,
            reason: mailReason === '' ? REVIEW_REASON : `${REVIEW_REASON}\n${mailReason}`,
            version: input.version,
            staff: input.staff,
            isRoleAllowed: input.isRoleAllowed(outcome),
          },
          async (hookTx, change) => {
            await hooks.reviewed(hookTx, { before, after, order: change.after });
            await hooks.moved(mailReason, pictures)(hookTx, change);
          },
        );
        if (!moved.ok) throw new ReviewRollback(moved.error);
        return moved;
      });
    } catch (error) {
      if (error instanceof ReviewRollback)
        return err(error.failure.code, error.failure.message, error.failure.details);
      throw error;
    }
  }

  function listOfOrder(orderId: string, ex: Executor = db): Promise<LineReviewRecord[]> {
    return ex
      .select()
      .from(orderLineReviews)
      .where(eq(orderLineReviews.orderId, orderId))
      .orderBy(asc(orderLineReviews.lineId));
  }

  return { reviewLine, listOfOrder };
}

export type LineReview = ReturnType<typeof createLineReview>;
