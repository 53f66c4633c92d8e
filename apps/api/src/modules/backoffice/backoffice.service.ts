import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminWallThicknessQuery,
} from '@print/contracts';
import { err, ok, type Result, type StaffRole } from '@print/domain';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { AccountingService } from '../accounting/index.js';
import type { AnalysisErrorCode, AnalysisService } from '../analysis/index.js';
import type { FilesService } from '../files/index.js';
import type { OrdersService } from '../orders/index.js';
import type { Refunds } from '../payments/index.js';
import type { StaffPrincipal } from '../staff/index.js';
import type { BackofficeRepository } from './backoffice.repository.js';
import {
  previewTemplate,
  listTemplates,
  saveTemplate,
  type MailTemplateDeps,
} from './mail-templates.js';
import { reviewOrderLine, type LineReviewDeps } from './line-review.js';
import { toOrderDetail } from './order-detail.js';
import { exportOrdersCsv, listOrders, type OrderListDeps } from './order-list.js';
import {
  changeOrderStatus,
  changeOrderStatuses,
  type AuditWriter,
  type StatusChangeDeps,
} from './order-status-change.js';

/** A use case's parameters after its dependencies (the service binds them). */
type WithoutDeps<F extends (...args: never[]) => unknown> =
  Parameters<F> extends [unknown, ...infer Rest] ? Rest : never;

export interface BackofficeDeps {
  readonly db: Db;
  readonly repo: BackofficeRepository;
  readonly orders: Pick<OrdersService, 'admin'>;
  readonly files: Pick<FilesService, 'findMany' | 'findById'>;
  readonly analysis: Pick<AnalysisService, 'staff'>;
  /** The order's refunds in its timeline (payments module); none when absent. */
  readonly refunds?: Pick<Refunds, 'timeline'>;
  readonly creditorIban: string;
  readonly publicOrigin: string;
  readonly now: () => Date;
  /** Credit notes: issued by a paid order's cancel, shown in the timeline (modules/accounting). */
  readonly creditNotes?: Pick<
    AccountingService,
    'prepareNumbers' | 'creditCancelledOrder' | 'afterCommit' | 'timelineOf'
  >;
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
  const reviewDeps: LineReviewDeps = { ...statusDeps, orders: orders.admin, files: deps.files };
  const templateDeps: MailTemplateDeps = {
    db: deps.db,
    repo,
    findOrder: (orderId) => orders.admin.findOrder(orderId),
    publicOrigin: deps.publicOrigin,
    now: deps.now,
  };

  async function getOrderDetail(
    orderId: string,
    role: StaffRole,
  ): Promise<Result<AdminOrderDetail, 'ORDER_NOT_FOUND'>> {
    const order = await orders.admin.findOrder(orderId);
    if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
    const [files, notes, extraTimeline, creditNotes] = await Promise.all([
      deps.files.findMany([...new Set(order.lines.map((line) => line.fileId))]),
      repo.listNotes(orderId),
      deps.refunds?.timeline(orderId) ?? [],
      deps.creditNotes?.timelineOf(orderId) ?? [],
    ]);
    return ok(
      toOrderDetail({
        order,
        files,
        notes,
        creditNotes,
        documentKinds: orders.admin.documentKinds(order.paymentMethod),
        role,
        creditorIban: deps.creditorIban,
        extraTimeline,
      }),
    );
  }

  async function addNote(
    orderId: string,
    text: string,
    staff: StaffPrincipal,
    audit: AuditWriter,
  ): Promise<Result<AdminOrderDetail['notes'][number], 'ORDER_NOT_FOUND'>> {
    if ((await orders.admin.isLocked(orderId)) === null)
      return err('ORDER_NOT_FOUND', 'No such order');
    const note = await deps.db.transaction(async (tx) => {
      const row = await repo.insertNote(tx, {
        orderId,
        staffId: staff.id,
        staffName: staff.name,
        text,
        createdAt: deps.now(),
      });
      await audit(tx, {
        action: 'order.note',
        entityType: 'order_note',
        entityId: row.id,
        orderId,
        after: { text },
      });
      return row;
    });
    return ok({
      id: note.id,
      at: note.createdAt.toISOString(),
      staffName: note.staffName,
      text: note.text,
      attachments: [],
    });
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
    addNote,
    reviewLine: (...args: WithoutDeps<typeof reviewOrderLine>) =>
      reviewOrderLine(reviewDeps, ...args),
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
