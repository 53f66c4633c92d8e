import type { AdminLineReviewRequest } from '@print/contracts';
import { err, mayStaffSetStatus, ok, type Result } from '@print/domain';
import type { FilesService } from '../files/index.js';
import type {
  LineReviewErrorCode,
  LineReviewRecord,
  OperatorOrderState,
  OrderAdmin,
} from '../orders/index.js';
import type { StaffPrincipal } from '../staff/index.js';
import {
  statusChangeHook,
  type AuditWriter,
  type StatusChangeDeps,
} from './order-status-change.js';

export interface LineReviewDeps extends Pick<StatusChangeDeps, 'repo' | 'publicOrigin'> {
  readonly orders: Pick<
    OrderAdmin,
    'reviewLine' | 'findOrder' | 'addStatusMail' | 'kickMails' | 'changeStatusByOperator'
  >;
  readonly files: Pick<FilesService, 'findById'>;
}

function auditView(review: LineReviewRecord | null) {
  return review === null
    ? null
    : {
        verdict: review.verdict,
        reason: review.reason,
        repairedFileId: review.repairedFileId,
        staffName: review.staffName,
      };
}

/**
 * Production's verdict on one order line (POST /admin/orders/:orderId/lines/:lineId/review).
 * "Repaired" prints the automatically repaired mesh of the line's file (the analysis's repair,
 * GET /admin/files/:fileId/repaired); without one the verdict is refused. The verdict, its audit
 * row and, once every line has one, the order's move with its status mail are one transaction
 * (orders module); the mail is relayed after the commit.
 */
export async function reviewOrderLine(
  deps: LineReviewDeps,
  staff: StaffPrincipal,
  audit: AuditWriter,
  orderId: string,
  lineId: string,
  request: AdminLineReviewRequest,
): Promise<Result<OperatorOrderState, LineReviewErrorCode>> {
  // Read before the transaction: on the embedded database a query beside an open one waits forever.
  const order = await deps.orders.findOrder(orderId);
  if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
  const line = order.lines.find((candidate) => candidate.id === lineId);
  if (line === undefined) return err('ORDER_LINE_NOT_FOUND', 'The order has no such line');
  let repairedFileId: string | null = null;
  if (request.verdict === 'repaired') {
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
      moved: (mailReason) => {
        hook = statusChangeHook(deps, audit, {
          reason: 'printability review',
          mailReason,
          notifyCustomer: request.notifyCustomer,
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
