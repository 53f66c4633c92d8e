import type { AdminOrderListQuery } from '@print/contracts';
import { inArray } from 'drizzle-orm';
import { parseOrderStatus, type LineVerdict, type OrderStatus } from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import {
  countAdminOrdersByStatus,
  selectAdminOrderRows,
  type AdminOrderFilter,
  type AdminOrderListEntry,
} from './order-admin-sql.js';
import type { OrderAnswerLinks } from './order-answer-links.js';
import type { OrderMailOutbox } from './order-outbox.js';
import type { ChangeStatusByOperator } from './order-operator.js';
import type { LineReview } from './order-review.js';
import { orders, type OutboxMessageData, type ReviewFileData } from './orders.tables.js';
import type { OrdersRepository } from './orders.repository.js';
import { listOrdersForPricePreview } from './order-price-preview.js';

export type { AdminOrderFilter, AdminOrderListEntry } from './order-admin-sql.js';
export type { OutboxAttachmentData, OutboxMessageData, ReviewFileData } from './orders.tables.js';

/** An order as the desk's detail reads it (everything as ordered, plus its history). */
export interface AdminOrderRecord {
  readonly id: string;
  readonly orderNumber: string;
  readonly createdAt: Date;
  readonly version: number;
  readonly status: OrderStatus;
  readonly paymentStatus: string;
  readonly paymentMethod: string;
  readonly language: 'de' | 'en' | 'fr';
  readonly isBusinessCustomer: boolean;
  readonly ownerPrincipal: string;
  readonly email: string;
  readonly phone: string;
  readonly referenceNumber: string;
  readonly customerName: string;
  readonly billingAddress: Record<string, unknown>;
  readonly shippingAddress: Record<string, unknown>;
  readonly shippingMethodName: string;
  readonly totals: {
    readonly positionNetCents: number;
    readonly discountCents: number;
    readonly smallOrderSurchargeCents: number;
    readonly shippingCents: number;
    readonly netTotalCents: number;
    readonly taxCents: number;
    readonly totalCents: number;
  };
  readonly dueDate: string | null;
  readonly locked: boolean;
  readonly lines: readonly {
    readonly id: string;
    readonly position: number;
    readonly fileId: string;
    readonly fileName: string;
    readonly printModeId: string;
    readonly printModeName: string;
    readonly finishName: string;
    readonly colorName: string;
    readonly colorHex: string;
    readonly quantity: number;
    readonly scale: number;
    readonly givenUnitOfLength: 'mm' | 'cm' | 'm' | 'inch';
    readonly unitNetCents: number;
    readonly lineNetCents: number;
    readonly hasThumbnail: boolean;
    /** Production's printability verdict; null until reviewed. */
    readonly review: {
      readonly verdict: LineVerdict;
      readonly reason: string | null;
      readonly repairedFileId: string | null;
      readonly repairedUpload: ReviewFileData | null;
      readonly picture: ReviewFileData | null;
      readonly staffName: string;
      readonly at: Date;
    } | null;
  }[];
  readonly transitions: readonly {
    readonly id: number;
    readonly kind: 'status' | 'payment';
    readonly at: Date;
    readonly actor: string;
    readonly staffName: string | null;
    readonly fromStatus: string | null;
    readonly toStatus: string;
    readonly reason: string;
  }[];
  readonly mails: readonly {
    readonly event: string;
    readonly createdAt: Date;
    readonly sentAt: Date | null;
    readonly attempts: number;
    readonly subject: string | null;
  }[];
}

/**
 * The orders module's face to the desk (modules/backoffice): the list's SQL, the detail's reads,
 * the staff status change and the status mails' outbox. The desk never reads order tables itself.
 */
export function createOrderAdmin(deps: {
  readonly db: Db;
  readonly repo: OrdersRepository;
  readonly outbox: OrderMailOutbox;
  readonly changeStatusByOperator: ChangeStatusByOperator;
  readonly review: LineReview;
  readonly answerLinks: OrderAnswerLinks;
}) {
  const { db, repo } = deps;

  async function findOrder(orderId: string): Promise<AdminOrderRecord | null> {
    const order = await repo.findById(orderId);
    if (order === null) return null;
    const [lines, transitions, mails, reviews] = await Promise.all([
      repo.listLines(orderId),
      repo.listTransitions(orderId),
      repo.listOutbox(orderId),
      deps.review.listOfOrder(orderId),
    ]);
    const reviewByLine = new Map(reviews.map((review) => [review.lineId, review]));
    return {
      ...order,
      status: parseOrderStatus(order.status),
      billingAddress: { ...order.billingAddress },
      shippingAddress: { ...order.shippingAddress },
      shippingMethodName: order.shippingMethod.name,
      totals: {
        positionNetCents: order.positionNetCents,
        discountCents: order.discountCents,
        smallOrderSurchargeCents: order.smallOrderSurchargeCents,
        shippingCents: order.shippingCents,
        netTotalCents: order.netTotalCents,
        taxCents: order.taxCents,
        totalCents: order.totalCents,
      },
      locked: order.lockedAt !== null,
      lines: lines.map((line) => {
        const review = reviewByLine.get(line.id);
        return {
          ...line,
          // Stored from 0 (the checkout's order); staff count lines as the documents do, from 1.
          position: line.position + 1,
          hasThumbnail: line.thumbnailKey !== null,
          review:
            review === undefined
              ? null
              : {
                  verdict: review.verdict,
                  reason: review.reason,
                  repairedFileId: review.repairedFileId,
                  repairedUpload: review.repairedUpload,
                  picture: review.picture,
                  staffName: review.staffName,
                  at: review.at,
                },
        };
      }),
      transitions,
      mails: mails.map((mail) => ({ ...mail, subject: mail.message?.subject ?? null })),
    };
  }

  return {
    /** One page of the filtered, sorted list and the count of every filter's match. */
    listRows: (
      filter: AdminOrderFilter,
      order: Pick<AdminOrderListQuery, 'sort' | 'dir'>,
      limit: number,
      offset: number,
    ): Promise<AdminOrderListEntry[]> => selectAdminOrderRows(db, filter, order, limit, offset),
    countByStatus: (filter: AdminOrderFilter) => countAdminOrdersByStatus(db, filter),
    findOrder,
    /** Whether lines and addresses are frozen (IN_PRODUCTION reached); null: no such order. */
    async isLocked(orderId: string): Promise<boolean | null> {
      const order = await repo.findById(orderId);
      return order === null ? null : order.lockedAt !== null;
    },
    /** Number, discount and status of orders by id (the desk's voucher use history). */
    async summariesByIds(orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          discountCents: orders.discountCents,
          status: orders.status,
        })
        .from(orders)
        .where(inArray(orders.id, [...orderIds]));
    },
    /** The latest orders with their lines' configurations (the desk's price-set preview). */
    listForPricePreview: (limit: number) => listOrdersForPricePreview(db, limit),
    changeStatusByOperator: deps.changeStatusByOperator,
    /** Production's verdict on a line; the order moves once every line has one (order-review). */
    reviewLine: deps.review.reviewLine,
    /** The lines' verdicts of an order (the customer's order page shows the reasons). */
    listReviews: (orderId: string) => deps.review.listOfOrder(orderId),
    /** A prepared status mail in the outbox, in the caller's transaction (once per `key`). */
    addStatusMail: (tx: Executor, orderId: string, key: string, message: OutboxMessageData) =>
      deps.outbox.addMessage(tx, orderId, key, message),
    /** Mails written with a commit go out now (in a process that relays them). */
    kickMails: () => deps.outbox.kick(),
    /** A not printable review mail's answer link (its token), in the mail's transaction. */
    issueNotPrintableLink: (tx: Executor, orderId: string) =>
      deps.answerLinks.issue(tx, orderId, 'not_printable'),
    /** Runs the relay once (tests and the bench; the worker's relay does it otherwise). */
    drainMails: () => deps.outbox.drainOnce(),
  };
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>;
