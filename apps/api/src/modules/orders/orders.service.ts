import type { Readable } from 'node:stream';
import type { CartItemInput, LegacyOrder, OrderView, UserOrdersResponse } from '@print/contracts';
import {
  canReorder,
  err,
  ok,
  type OrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
  type Result,
} from '@print/domain';
import type { FileStorage } from '../../storage/file-storage.js';
import type { DocumentsService, OrderDocumentKind } from '../documents/index.js';
import type { PaymentOrderPort } from '../payments/index.js';
import type { BankPaymentPort } from './order-bank-payments.js';
import type { OrderAdmin } from './order-admin.js';
import type { NotPrintableLinkReads } from './order-answer-reads.js';
import type { OrderInvoices } from './order-invoice.js';
import type { OrderNumberSequences } from './order-number-sequence.js';
import type { OrderMailOutbox } from './order-outbox.js';
import type { OrderReminderReads } from './order-reminders.js';
import { orderPlaceSql, toPlacedOrder, type PlacedOrder } from './order-place-sql.js';
import type { OrderQuotes } from './order-quote.js';
import type { OrderState } from './order-state.js';
import { toOrderDocumentInput } from './order-document.js';
import {
  availableDocumentKinds,
  toOrderView,
  toTrackedOrder,
  toUserOrderSummary,
} from './order-view.js';
import type { OrderRetention } from './order-retention.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';

type NotFound = 'ORDER_NOT_FOUND';

/** One order of a customer as the desk lists it (money in cents). */
export interface OwnerOrderSummary {
  readonly id: string;
  readonly orderNumber: string;
  readonly createdAt: Date;
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly paymentMethod: PaymentMethodKey;
  readonly totalCents: number;
}

/** What a reorder needs of an order (spec 2 §4): its owner, parts and checkout as ordered. */
export interface ReorderSource {
  readonly ownerPrincipal: string;
  readonly items: readonly Required<CartItemInput>[];
  /** The checkout command as submitted (addresses, payment method). */
  readonly checkoutCommand: Record<string, unknown>;
}

export interface OrdersServiceDeps {
  readonly repo: OrdersRepository;
  readonly state: OrderState;
  readonly outbox: OrderMailOutbox;
  readonly numbers: OrderNumberSequences;
  readonly documents: Pick<DocumentsService, 'orderPdf'> &
    Partial<Pick<DocumentsService, 'prepaymentOf'>>;
  readonly storage: FileStorage;
  readonly paymentPort: PaymentOrderPort;
  /** Bank reconciliation's reads and set-based payment bookings (modules/bank). */
  readonly bankPayments: BankPaymentPort;
  /** Quote answering's reads and the accepted offer's write (order-quote.ts). */
  readonly quotes: OrderQuotes;
  /** The desk's reads and staff changes (modules/backoffice). */
  readonly admin: OrderAdmin;
  /** Invoices as credit notes and the accounting export read them (modules/accounting). */
  readonly invoices: OrderInvoices;
  /** Overdue invoices as payment reminders read them (modules/reminders). */
  readonly reminderReads: OrderReminderReads;
  /** What retention and account deletion must keep (modules/privacy). */
  readonly retention: OrderRetention;
  readonly notPrintableLink: NotPrintableLinkReads;
}

/**
 * Order records: the checkout places them (orderPlaceSql), their states move by the domain's
 * transition table (order-state.ts), their mails go through the outbox; the owner reads them,
 * their PDFs and thumbnails (anyone else gets ORDER_NOT_FOUND).
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { repo } = deps;

  async function requireOrder(
    orderId: string,
    principalId: string | null,
  ): Promise<Result<OrderRow, NotFound>> {
    const order = principalId === null ? null : await repo.findById(orderId);
    return order !== null && order.ownerPrincipal === principalId
      ? ok(order)
      : err('ORDER_NOT_FOUND', 'No such order');
  }

  /** Any order by id: the desk's reads (its routes check the staff member's role). */
  async function anyOrder(orderId: string): Promise<Result<OrderRow, NotFound>> {
    const order = await repo.findById(orderId);
    return order !== null ? ok(order) : err('ORDER_NOT_FOUND', 'No such order');
  }

  async function renderDocumentOf(
    found: Promise<Result<OrderRow, NotFound>>,
    kind: Exclude<OrderDocumentKind, 'receipt'>,
  ): Promise<
    Result<{ pdf: Readable | Buffer; fileName: string }, NotFound | 'ORDER_DOCUMENT_NOT_AVAILABLE'>
  > {
    const order = await found;
    if (!order.ok) return order;
    if (!availableDocumentKinds(order.value.paymentMethod as PaymentMethodKey).includes(kind)) {
      return err('ORDER_DOCUMENT_NOT_AVAILABLE', `This order has no ${kind} document`);
    }
    const input = toOrderDocumentInput(order.value, await repo.listLines(order.value.id));
    const pdf = await deps.documents.orderPdf(input, kind);
    return ok({ pdf, fileName: `${kind}-${order.value.orderNumber}.pdf` });
  }

  async function openThumbnailOf(
    found: Promise<Result<OrderRow, NotFound>>,
    lineId: string,
  ): Promise<Result<Readable, NotFound | 'THUMBNAIL_NOT_FOUND'>> {
    const order = await found;
    if (!order.ok) return order;
    const line = (await repo.listLines(order.value.id)).find((l) => l.id === lineId);
    if (!line?.thumbnailKey) return err('THUMBNAIL_NOT_FOUND', 'This line has no thumbnail');
    return ok(deps.storage.read(line.thumbnailKey));
  }

  return {
    /** The orders' part of the checkout's write (order-place-sql.ts). */
    placeSql: orderPlaceSql,
    /** The year's order-number sequence exists (once per process and year). */
    ensureNumberSequence: (year: number) => deps.numbers.ensure(year),
    /** Order mails written with a commit go out now (in a process that relays them). */
    kickMails: () => deps.outbox.kick(),
    /** The quotes module's access to quote requests (order-quote.ts). */
    quotes: deps.quotes,
    /** Interface 3, for the payments module. */
    paymentPort: deps.paymentPort,
    /** The invoices' reads of credit notes and the accounting export (order-invoice.ts). */
    invoices: deps.invoices,
    /** Whether the principal placed the order (the customer's credit-note downloads). */
    async isOwnedBy(orderId: string, principalId: string | null): Promise<boolean> {
      return (await requireOrder(orderId, principalId)).ok;
    },
    /** For the bank module: orders by number, locks, payments booked in its transaction. */
    bankPayments: deps.bankPayments,
    /** For payment reminders: overdue invoice orders (order-reminders.ts). */
    reminderReads: deps.reminderReads,
    /** Files and carts orders name (modules/privacy keeps them). */
    retention: deps.retention,
    /** The desk's list SQL, detail reads, staff status change, status mails, any order's PDFs. */
    admin: {
      ...deps.admin,
      /** The PDFs the order has (availableDocumentKinds). */
      documentKinds: (paymentMethod: string) =>
        availableDocumentKinds(paymentMethod as PaymentMethodKey),
      renderDocument: (orderId: string, kind: Exclude<OrderDocumentKind, 'receipt'>) =>
        renderDocumentOf(anyOrder(orderId), kind),
      openThumbnail: (orderId: string, lineId: string) =>
        openThumbnailOf(anyOrder(orderId), lineId),
    },
    /** The holder of a not printable review's mailed link: its order's lines and pictures. */
    notPrintableLink: deps.notPrintableLink,
    changeStatus: (...args: Parameters<OrderState['changeStatus']>) =>
      deps.state.changeStatus(...args),
    /** The owner (or the link's holder) chooses a changed quote or a cancellation after a not printable review. */
    answerNotPrintable: (...args: Parameters<OrderState['answerNotPrintable']>) =>
      deps.state.answerNotPrintable(...args),
    async findByCart(cartId: string): Promise<PlacedOrder | null> {
      const order = await repo.findByCart(cartId);
      return order === null ? null : toPlacedOrder(order);
    },
    async getOrderView(
      orderId: string,
      principalId: string | null,
    ): Promise<Result<OrderView, NotFound>> {
      const order = await requireOrder(orderId, principalId);
      if (!order.ok) return order;
      const [lines, reviews] = await Promise.all([
        repo.listLines(orderId),
        deps.admin.listReviews(orderId),
      ]);
      const view = toOrderView(order.value, lines, reviews);
      // Prepaid and not paid yet (nor cancelled): the page says to pay first, with the QR-bill's data.
      const isUnpaidPrepaid =
        view.paymentMethod === 'prepaid' &&
        view.paymentStatus === 'PAYMENT_PENDING' &&
        view.orderStatus !== 'ORDER_CANCELLED';
      const prepayment = isUnpaidPrepaid
        ? deps.documents.prepaymentOf?.(view.orderNumber, view.totals.totalCents)
        : null;
      return ok(prepayment ? { ...view, prepayment } : view);
    },
    /** /track-order: a current order by its number and the e-mail it was placed with. */
    async trackOrder(orderNumber: string, email: string): Promise<LegacyOrder | null> {
      const order = await repo.findByNumberAndEmail(orderNumber, email.toLowerCase());
      return order === null ? null : toTrackedOrder(order);
    },
    /** The signed-in account's orders keyed by id (orders placed under its principal). */
    async listUserOrders(principalId: string): Promise<UserOrdersResponse> {
      const rows = await repo.listByOwner(principalId);
      return Object.fromEntries(rows.map((row) => [row.id, toUserOrderSummary(row)]));
    },
    renderDocument: (
      orderId: string,
      kind: Exclude<OrderDocumentKind, 'receipt'>,
      principalId: string | null,
    ) => renderDocumentOf(requireOrder(orderId, principalId), kind),
    /** The picture of the owner's not printable line (sent with the status mail too). */
    async openReviewPicture(
      orderId: string,
      lineId: string,
      principalId: string | null,
    ): Promise<Result<{ stream: Readable; contentType: string }, NotFound | 'FILE_NOT_FOUND'>> {
      const order = await requireOrder(orderId, principalId);
      if (!order.ok) return order;
      const reviews = await deps.admin.listReviews(orderId);
      const picture = reviews.find((review) => review.lineId === lineId)?.picture ?? null;
      if (picture === null || !(await deps.storage.exists(picture.key)))
        return err('FILE_NOT_FOUND', 'This line has no picture');
      return ok({ stream: deps.storage.read(picture.key), contentType: picture.contentType });
    },
    openThumbnail: (orderId: string, lineId: string, principalId: string | null) =>
      openThumbnailOf(requireOrder(orderId, principalId), lineId),
    /** The desk's customer detail: an owner's orders, newest first (any status, quotes too). */
    async summariesOfOwner(principal: string): Promise<OwnerOrderSummary[]> {
      const rows = await repo.listByOwner(principal);
      // Orders of one instant (a bulk import, a test clock) by number: the later one first.
      const newestFirst = rows.sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() ||
          b.orderNumber.localeCompare(a.orderNumber),
      );
      return newestFirst.map((row) => ({
        id: row.id,
        orderNumber: row.orderNumber,
        createdAt: row.createdAt,
        status: row.status as OrderStatus,
        paymentStatus: row.paymentStatus as PaymentStatus,
        paymentMethod: row.paymentMethod as PaymentMethodKey,
        totalCents: row.totalCents,
      }));
    },
    /** The desk's customer list: order count and newest order time per owner (absent: none). */
    statsOfOwners: (principals: readonly string[]) => repo.statsOfOwners(principals),
    /** A paid, non-quote order of the caller as a reorder starts from it (spec 2 §4). */
    async reorderSource(
      orderId: string,
      principalId: string | null,
    ): Promise<Result<ReorderSource, NotFound | 'ORDER_NOT_REORDERABLE'>> {
      const found = await requireOrder(orderId, principalId);
      if (!found.ok) return found;
      const order = found.value;
      const actionInput = {
        isLegacyOrder: false,
        paymentMethod: order.paymentMethod as PaymentMethodKey,
        paymentStatus: order.paymentStatus as PaymentStatus,
      };
      if (!canReorder(actionInput)) {
        return err('ORDER_NOT_REORDERABLE', 'Only a paid order (not a quote) can be ordered again');
      }
      const lines = await repo.listLines(order.id);
      return ok({
        ownerPrincipal: order.ownerPrincipal,
        checkoutCommand: order.checkoutCommand,
        items: lines.map((line) => ({
          referencedId: line.fileId,
          printModeId: line.printModeId,
          surfaceFinishId: line.finishId,
          colorId: line.colorId,
          scale: line.scale,
          quantity: line.quantity,
          givenUnitOfLength: line.givenUnitOfLength,
          acknowledgedRepairInfo: true,
          processingSteps: line.processingSteps as {
            stepId: string;
            optionId: string;
            quantity: number;
          }[],
        })),
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
