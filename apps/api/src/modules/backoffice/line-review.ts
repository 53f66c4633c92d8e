import type { AdminLineReviewRequest } from '@print/contracts';
import { err, mayStaffSetStatus, ok, type Result } from '@print/domain';
import type { FileStorage } from '../../storage/file-storage.js';
import type { FilesService } from '../files/index.js';
import type {
  LineReviewErrorCode,
  LineReviewRecord,
  OperatorOrderState,
  OrderAdmin,
  ReviewFileData,
} from '../orders/index.js';
import { removeDeskFiles, type StoredDeskFile } from './desk-upload.js';
import type { StaffPrincipal } from '../staff/index.js';
import {
  statusChangeHook,
  type AuditWriter,
  type StatusChangeDeps,
} from './order-status-change.js';

export interface LineReviewDeps extends Pick<StatusChangeDeps, 'repo' | 'publicOrigin'> {
  readonly orders: Pick<
    OrderAdmin,
    | 'reviewLine'
    | 'findOrder'
    | 'addStatusMail'
    | 'kickMails'
    | 'changeStatusByOperator'
    | 'issueNotPrintableLink'
  >;
  readonly files: Pick<FilesService, 'findById'>;
  readonly storage: FileStorage;
}

/** The review with the file uploaded beside it (…/review/upload), stored already. */
export type LineReviewCommand = AdminLineReviewRequest & {
  /** With repaired: the repaired print file (instead of the automatic repair). */
  readonly repairedUpload?: StoredDeskFile;
  /** With not printable: the picture for the customer. */
  readonly picture?: StoredDeskFile;
};

function toReviewFile(file: StoredDeskFile | undefined): ReviewFileData | null {
  if (file === undefined) return null;
  const { id, key, fileName, contentType, sizeBytes } = file;
  return { id, key, fileName, contentType, sizeBytes };
}

const fileView = (file: ReviewFileData | null) =>
  file === null ? null : { id: file.id, fileName: file.fileName, size: file.sizeBytes };

function auditView(review: LineReviewRecord | null) {
  return review === null
    ? null
    : {
        verdict: review.verdict,
        reason: review.reason,
        repairedFileId: review.repairedFileId,
        repairedUpload: fileView(review.repairedUpload),
        picture: fileView(review.picture),
        staffName: review.staffName,
      };
}

/** Whether the order has the line (read before an upload streams: unknown ones store nothing). */
export async function findReviewLine(
  deps: Pick<LineReviewDeps, 'orders'>,
  orderId: string,
  lineId: string,
): Promise<Result<true, 'ORDER_NOT_FOUND' | 'ORDER_LINE_NOT_FOUND'>> {
  const order = await deps.orders.findOrder(orderId);
  if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
  if (!order.lines.some((line) => line.id === lineId))
    return err('ORDER_LINE_NOT_FOUND', 'The order has no such line');
  return ok(true);
}

/**
 * Production's verdict on one order line (POST /admin/orders/:orderId/lines/:lineId/review and
 * …/review/upload). "Repaired" prints the repaired file production uploaded with it, else the
 * automatically repaired mesh of the line's file (the analysis's repair, GET
 * /admin/files/:fileId/repaired); with neither the verdict is refused. "Not printable" may carry
 * a picture, sent to the customer with the status mail. The verdict, its audit row and, once
 * every line has one, the order's move with its status mail are one transaction (orders module);
 * the mail is relayed after the commit. An uploaded file whose verdict is not saved is removed.
 */
export async function reviewOrderLine(
  deps: LineReviewDeps,
  staff: StaffPrincipal,
  audit: AuditWriter,
  orderId: string,
  lineId: string,
  request: LineReviewCommand,
): Promise<Result<OperatorOrderState, LineReviewErrorCode>> {
  const uploaded = [request.repairedUpload, request.picture].filter(
    (file): file is StoredDeskFile => file !== undefined,
  );
  try {
    const result = await saveReview(deps, staff, audit, { orderId, lineId, request });
    if (!result.ok) await removeDeskFiles(deps.storage, uploaded);
    return result;
  } catch (error) {
    await removeDeskFiles(deps.storage, uploaded);
    throw error;
  }
}

async function saveReview(
  deps: LineReviewDeps,
  staff: StaffPrincipal,
  audit: AuditWriter,
  { orderId, lineId, request }: { orderId: string; lineId: string; request: LineReviewCommand },
): Promise<Result<OperatorOrderState, LineReviewErrorCode>> {
  // Read before the transaction: on the embedded database a query beside an open one waits forever.
  const order = await deps.orders.findOrder(orderId);
  if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
  const line = order.lines.find((candidate) => candidate.id === lineId);
  if (line === undefined) return err('ORDER_LINE_NOT_FOUND', 'The order has no such line');
  let repairedFileId: string | null = null;
  if (request.verdict === 'repaired' && request.repairedUpload === undefined) {
    const file = await deps.files.findById(line.fileId);
    repairedFileId = file?.repairedPath ? file.id : null;
  }
  let hook: ReturnType<typeof statusChangeHook> | null = null;
  const result = await deps.orders.reviewLine(
    {
      orderId,
      lineId,
      verdict: request.verdict,
      reason: request.reason ?? null,
      version: request.version,
      staff: { id: staff.id, name: staff.name },
      isRoleAllowed: (status) => mayStaffSetStatus(staff.role, status),
      repairedFileId,
      repairedUpload: toReviewFile(request.repairedUpload),
      picture: toReviewFile(request.picture),
    },
    {
      reviewed: (tx, change) =>
        audit(tx, {
          action: 'order.line_review',
          entityType: 'order_line',
          entityId: lineId,
          orderId,
          before: auditView(change.before),
          after: { ...auditView(change.after), orderVersion: change.order.version },
        }),
      moved: (mailReason, attachments) => {
        hook = statusChangeHook(deps, audit, {
          reason: 'printability review',
          mailReason,
          notifyCustomer: request.notifyCustomer,
          attachments,
        });
        return hook;
      },
    },
  );
  if ((hook as ReturnType<typeof statusChangeHook> | null)?.isMailed() === true)
    deps.orders.kickMails();
  return result.ok
    ? ok(result.value)
    : err(result.error.code, result.error.message, result.error.details);
}
