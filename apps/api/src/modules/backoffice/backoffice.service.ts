import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminWallThicknessQuery,
} from '@print/contracts';
import { err, ok, type Result, type StaffRole } from '@print/domain';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { AccountingService } from '../accounting/index.js';
import type { AnalysisErrorCode, AnalysisService } from '../analysis/index.js';
import type { FilesService } from '../files/index.js';
import type { AdminOrderRecord, OrdersService } from '../orders/index.js';
import type { RemindersService } from '../reminders/index.js';
import type { BankService } from '../bank/index.js';
import type { Refunds } from '../payments/index.js';
import type { BackofficeRepository } from './backoffice.repository.js';
import {
  previewTemplate,
  listTemplates,
  saveTemplate,
  type MailTemplateDeps,
} from './mail-templates.js';
import { findReviewLine, reviewOrderLine, type LineReviewDeps } from './line-review.js';
import { addOrderNote, hasOrder, openNoteAttachment, type OrderNoteDeps } from './order-notes.js';
import { openReviewFile } from './review-files.js';
import { toOrderDetail } from './order-detail.js';
import { toOrderMoney } from './order-money.js';
import { exportOrdersCsv, listOrders, type OrderListDeps } from './order-list.js';
import {
  changeOrderStatus,
  changeOrderStatuses,
  type StatusChangeDeps,
} from './order-status-change.js';

/** A use case's parameters after its dependencies (the service binds them). */
type WithoutDeps<F extends (...args: never[]) => unknown> =
  Parameters<F> extends [unknown, ...infer Rest] ? Rest : never;

/** Timeline entries another module keeps of an order (refunds, offers). */
export interface OfferTimelineSource {
  timeline(
    orderId: string,
  ): Promise<NonNullable<Parameters<typeof toOrderDetail>[0]['extraTimeline']>>;
}

export interface BackofficeDeps {
  readonly db: Db;
  readonly repo: BackofficeRepository;
  readonly orders: Pick<OrdersService, 'admin'>;
  readonly files: Pick<FilesService, 'findMany' | 'findById'>;
  readonly analysis: Pick<AnalysisService, 'staff'>;
  /** The order's refunds in its timeline (payments module); none when absent. */
  readonly refunds?: Pick<Refunds, 'timeline'>;
  /** The order's offers in its timeline (quotes module: sent, declined, expired). */
  readonly offers?: OfferTimelineSource;
  readonly creditorIban: string;
  readonly publicOrigin: string;
  readonly now: () => Date;
  /** Credit notes: issued by a paid order's cancel, shown in the timeline (modules/accounting). */
  readonly creditNotes?: Pick<
    AccountingService,
    'prepareNumbers' | 'creditCancelledOrder' | 'afterCommit' | 'timelineOf'
  >;
  /** Desk uploads (note attachments, review files): the same storage as the customers' files. */
  readonly storage: FileStorage;
  /** Bank payments booked on the order (modules/bank): the detail's money section. */
  readonly bank?: Pick<BankService, 'paymentsOfOrder'>;
  /** The credit notes' gross per order (modules/accounting): the open amount. */
  readonly credited?: Pick<AccountingService, 'creditedByOrder'>;
  /** The order's payment reminders, pause and their timeline entries (modules/reminders). */
  readonly reminders?: Pick<RemindersService, 'orderReminders' | 'timelineOf'>;
}

/**
 * The operator's desk over orders: list and CSV, detail with timeline and notes, staff status
 * changes with their customer mails, the mail templates. Reads and writes of orders go through
 * the orders module's `admin` face; notes and templates are the desk's own tables.
 */
export function createBackofficeService(deps: BackofficeDeps) {
  const { orders, repo } = deps;
  const listDeps: OrderListDeps = {
    orders: orders.admin,
    creditorIban: deps.creditorIban,
    now: deps.now,
  };
  const statusDeps: StatusChangeDeps = {
    orders: orders.admin,
    repo,
    publicOrigin: deps.publicOrigin,
    ...(deps.creditNotes ? { creditNotes: deps.creditNotes } : {}),
  };
  const reviewDeps: LineReviewDeps = {
    ...statusDeps,
    orders: orders.admin,
    files: deps.files,
    storage: deps.storage,
  };
  const noteDeps: OrderNoteDeps = {
    db: deps.db,
    repo,
    orders: orders.admin,
    storage: deps.storage,
    now: deps.now,
  };
  const templateDeps: MailTemplateDeps = {
    db: deps.db,
    repo,
    findOrder: (orderId) => orders.admin.findOrder(orderId),
    publicOrigin: deps.publicOrigin,
    now: deps.now,
  };

  async function moneyOf(order: AdminOrderRecord) {
    const [payments, credited] = await Promise.all([
      deps.bank?.paymentsOfOrder(order.id) ?? [],
      deps.credited?.creditedByOrder([order.id]) ?? new Map<string, number>(),
    ]);
    return toOrderMoney(order, payments, credited.get(order.id) ?? 0);
  }

  async function getOrderDetail(
    orderId: string,
    role: StaffRole,
  ): Promise<Result<AdminOrderDetail, 'ORDER_NOT_FOUND'>> {
    const order = await orders.admin.findOrder(orderId);
    if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
    // Money (bank payments, open amount, reminders) is the office's and the owner's.
    const isMoneyRole = role === 'owner' || role === 'office';
    const [
      files,
      notes,
      attachments,
      refunds,
      offers,
      creditNotes,
      money,
      reminders,
      reminderTimeline,
    ] = await Promise.all([
      deps.files.findMany([...new Set(order.lines.map((line) => line.fileId))]),
      repo.listNotes(orderId),
      repo.listNoteAttachments(orderId),
      deps.refunds?.timeline(orderId) ?? [],
      deps.offers?.timeline(orderId) ?? [],
      deps.creditNotes?.timelineOf(orderId) ?? [],
      isMoneyRole ? moneyOf(order) : null,
      (isMoneyRole ? deps.reminders?.orderReminders(orderId) : null) ?? null,
      deps.reminders?.timelineOf(orderId) ?? [],
    ]);
    return ok(
      toOrderDetail({
        order,
        files,
        notes,
        creditNotes,
        attachments,
        documentKinds: orders.admin.documentKinds(order.paymentMethod),
        role,
        creditorIban: deps.creditorIban,
        extraTimeline: [...refunds, ...offers, ...reminderTimeline],
        money,
        reminders,
      }),
    );
  }

  /** The ordered line, or 404 codes when the order or the line does not exist. */
  async function findLine(orderId: string, lineId: string) {
    const order = await orders.admin.findOrder(orderId);
    if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
    const line = order.lines.find((candidate) => candidate.id === lineId);
    if (line === undefined) return err('ORDER_LINE_NOT_FOUND', 'The order has no such line');
    return ok(line);
  }

  /** The line's analysed model (3MF) for the desk's 3D view. */
  async function openLineModel(orderId: string, lineId: string) {
    const line = await findLine(orderId, lineId);
    if (!line.ok) return line;
    return deps.analysis.staff.openAsset(line.value.fileId, 'model.3mf');
  }

  /** The line's wall-thickness picture at the ordered scale, unit and print mode. */
  async function renderLineWallThickness(
    orderId: string,
    lineId: string,
    view: AdminWallThicknessQuery,
  ): Promise<Result<Readable, AnalysisErrorCode | 'ORDER_NOT_FOUND' | 'ORDER_LINE_NOT_FOUND'>> {
    const line = await findLine(orderId, lineId);
    if (!line.ok) return line;
    const { fileId, scale, givenUnitOfLength, printModeId } = line.value;
    return deps.analysis.staff.renderHistogram(fileId, {
      ...view,
      scale,
      unitOfLength: givenUnitOfLength,
      printModeId,
    });
  }

  return {
    listOrders: (query: AdminOrderListQuery) => listOrders(listDeps, query),
    exportOrdersCsv: (query: AdminOrderListQuery) => exportOrdersCsv(listDeps, query),
    getOrderDetail,
    changeStatus: (...args: WithoutDeps<typeof changeOrderStatus>) =>
      changeOrderStatus(statusDeps, ...args),
    changeStatuses: (...args: WithoutDeps<typeof changeOrderStatuses>) =>
      changeOrderStatuses(statusDeps, ...args),
    addNote: (...args: WithoutDeps<typeof addOrderNote>) => addOrderNote(noteDeps, ...args),
    hasOrder: (orderId: string) => hasOrder(noteDeps, orderId),
    openNoteAttachment: (...args: WithoutDeps<typeof openNoteAttachment>) =>
      openNoteAttachment(noteDeps, ...args),
    reviewLine: (...args: WithoutDeps<typeof reviewOrderLine>) =>
      reviewOrderLine(reviewDeps, ...args),
    findReviewLine: (orderId: string, lineId: string) =>
      findReviewLine(reviewDeps, orderId, lineId),
    openReviewFile: (...args: WithoutDeps<typeof openReviewFile>) =>
      openReviewFile(reviewDeps, ...args),
    listTemplates: () => listTemplates(templateDeps),
    saveTemplate: (...args: WithoutDeps<typeof saveTemplate>) =>
      saveTemplate(templateDeps, ...args),
    previewTemplate: (...args: WithoutDeps<typeof previewTemplate>) =>
      previewTemplate(templateDeps, ...args),
    /** The desk's PDFs, thumbnails and files (role-checked by the routes). */
    renderDocument: orders.admin.renderDocument,
    openThumbnail: orders.admin.openThumbnail,
    openLineModel,
    renderLineWallThickness,
    findFile: (fileId: string) => deps.files.findById(fileId),
    seedTemplates: () => repo.seedTemplates(),
  };
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;
