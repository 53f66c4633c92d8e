import type {
  AdminStatusChangeRequestSchema,
  AdminBulkStatusChangeResponseSchema,
} from '@print/contracts';
import { err, mayStaffSetStatus, ok, type OrderStatus, type Result } from '@print/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { AccountingService, IssuedCreditNote } from '../accounting/index.js';
import type {
  OperatorChangeHook,
  OperatorOrderState,
  OrderAdmin,
  OutboxAttachmentData,
} from '../orders/index.js';
import type { AuditEntryInput, StaffPrincipal } from '../staff/index.js';
import type { BackofficeRepository } from './backoffice.repository.js';
import { isMailStatus, STATUS_MAIL_DEFAULTS } from './status-mail-defaults.js';
import { renderStatusMail } from './status-mail.js';

/** Writes the audit row of a staff action in the caller's transaction (the request's staff). */
export type AuditWriter = (tx: Executor, entry: AuditEntryInput) => Promise<void>;

export interface StatusChangeDeps {
  readonly orders: Pick<
    OrderAdmin,
    'changeStatusByOperator' | 'addStatusMail' | 'kickMails' | 'issueNotPrintableLink'
  >;
  readonly repo: Pick<BackofficeRepository, 'findTemplate'>;
  /** The shop's public origin: the mail's link to the order page. */
  readonly publicOrigin: string;
  /** Cancelling a paid order issues a full credit note in the same transaction (issue 26 item 4). */
  readonly creditNotes?: Pick<
    AccountingService,
    'prepareNumbers' | 'creditCancelledOrder' | 'afterCommit'
  >;
}

export type StatusChangeErrorCode =
  'ORDER_NOT_FOUND' | 'ORDER_CHANGED' | 'ORDER_TRANSITION_NOT_ALLOWED';

type StatusChange = z.infer<typeof AdminStatusChangeRequestSchema>;

/** The status's mail template in the order's language (stored, else the seeded default). */
async function templateOf(
  deps: Pick<StatusChangeDeps, 'repo'>,
  tx: Executor,
  status: OrderStatus,
  language: 'de' | 'en' | 'fr',
): Promise<{ enabled: boolean; subject: string; body: string } | null> {
  if (!isMailStatus(status)) return null;
  const stored = await deps.repo.findTemplate(status, language, tx);
  if (stored !== null) return stored;
  const fallback = STATUS_MAIL_DEFAULTS[status];
  return { enabled: fallback.enabled, ...fallback.texts[language] };
}

/**
 * One staff status change (POST /admin/orders/:orderId/status): the orders module checks the
 * version and the transition table in its transaction; here the role's statuses, the audit row
 * and, when asked and switched on, the customer's status mail in the order outbox join it. The
 * mail is sent by the outbox relay afterwards (retried; a failure never undoes the change).
 */
export async function changeOrderStatus(
  deps: StatusChangeDeps,
  staff: StaffPrincipal,
  audit: AuditWriter,
  orderId: string,
  change: StatusChange,
): Promise<Result<OperatorOrderState, StatusChangeErrorCode>> {
  // The credit note's number sequence exists before the transaction (PGlite: see credit-notes.ts).
  if (change.to === 'ORDER_CANCELLED') await deps.creditNotes?.prepareNumbers();
  const hook = statusChangeHook(deps, audit, {
    reason: change.reason,
    mailReason: change.reason,
    notifyCustomer: change.notifyCustomer,
    staff: { id: staff.id, name: staff.name },
  });
  const result = await deps.orders.changeStatusByOperator(
    {
      orderId,
      to: change.to,
      reason: change.reason,
      version: change.version,
      staff: { id: staff.id, name: staff.name },
      isRoleAllowed: mayStaffSetStatus(staff.role, change.to),
    },
    hook,
  );
  if (hook.isMailed()) deps.orders.kickMails();
  if (result.ok)
    for (const issued of hook.creditNotes()) await deps.creditNotes?.afterCommit(issued);
  return result.ok
    ? ok(result.value)
    : err(result.error.code, result.error.message, result.error.details);
}

/** The web's language prefix (German at the root), as every mailed link. */
const LANGUAGE_PREFIX: Readonly<Record<'de' | 'en' | 'fr', string>> = {
  de: '',
  en: '/en',
  fr: '/fr',
};

/**
 * The status mail's link: the order's page in the account — except for files not printable,
 * whose mail carries an answer link (30 days) that opens the choice without signing in, so a
 * guest, whose order has no account page, can answer too (decision 0027).
 */
async function statusMailUrl(
  deps: Pick<StatusChangeDeps, 'orders' | 'publicOrigin'>,
  tx: Executor,
  after: Pick<OperatorOrderState, 'orderId' | 'status' | 'language'>,
): Promise<string> {
  if (after.status !== 'FILES_NOT_PRINTABLE')
    return `${deps.publicOrigin}/order-details/${encodeURIComponent(after.orderId)}`;
  const token = await deps.orders.issueNotPrintableLink(tx, after.orderId);
  return `${deps.publicOrigin}${LANGUAGE_PREFIX[after.language]}/order-answer/${token}`;
}

/** The preview's link: as the mail's, with a placeholder instead of a live answer token. */
export function previewStatusMailUrl(
  publicOrigin: string,
  status: OrderStatus,
  language: 'de' | 'en' | 'fr',
  orderId: string,
): string {
  return status === 'FILES_NOT_PRINTABLE'
    ? `${publicOrigin}${LANGUAGE_PREFIX[language]}/order-answer/…`
    : `${publicOrigin}/order-details/${encodeURIComponent(orderId)}`;
}

/**
 * What a staff status change writes in its transaction: the audit row and, when asked and
 * switched on, the customer's status mail (`mailReason` fills {{reason}}). `isMailed` tells the
 * caller to wake the relay after the commit.
 */
export function statusChangeHook(
  deps: Pick<StatusChangeDeps, 'orders' | 'repo' | 'publicOrigin' | 'creditNotes'>,
  audit: AuditWriter,
  options: {
    readonly reason: string;
    readonly mailReason: string;
    readonly notifyCustomer: boolean;
    /** Who cancels: a paid order's cancel issues a credit note in their name. */
    readonly staff?: { readonly id: string; readonly name: string };
    /** Files sent with the mail (a review's pictures, by storage key). */
    readonly attachments?: readonly OutboxAttachmentData[];
  },
): OperatorChangeHook & {
  readonly isMailed: () => boolean;
  readonly creditNotes: () => readonly IssuedCreditNote[];
} {
  let isMailed = false;
  const issued: IssuedCreditNote[] = [];
  const hook: OperatorChangeHook = async (tx, { before, after, transitionId }) => {
    const { orderId } = after;
    await audit(tx, {
      action: 'order.status',
      entityType: 'order',
      entityId: orderId,
      orderId,
      before: { status: before.status, version: before.version },
      after: {
        status: after.status,
        version: after.version,
        reason: options.reason,
        notifyCustomer: options.notifyCustomer,
      },
    });
    if (after.status === 'ORDER_CANCELLED' && options.staff && deps.creditNotes) {
      const note = await deps.creditNotes.creditCancelledOrder(tx, audit, {
        orderId,
        staff: options.staff,
        reason: options.reason,
      });
      if (note !== null) issued.push(note);
    }
    if (!options.notifyCustomer) return;
    const template = await templateOf(deps, tx, after.status, after.language);
    if (template === null || !template.enabled) return;
    const rendered = renderStatusMail(template, {
      language: after.language,
      orderNumber: after.orderNumber,
      customerName: after.customerName,
      status: after.status,
      reason: options.mailReason,
      orderUrl: await statusMailUrl(deps, tx, after),
    });
    const attachments = options.attachments ?? [];
    await deps.orders.addStatusMail(tx, orderId, String(transitionId), {
      to: after.email,
      ...rendered,
      ...(attachments.length > 0 ? { attachments } : {}),
    });
    isMailed = true;
  };
  return Object.assign(hook, { isMailed: () => isMailed, creditNotes: () => issued });
}

type BulkResults = z.infer<typeof AdminBulkStatusChangeResponseSchema>['results'];

/** Several orders at once (POST /admin/orders/status): each its own change, each its own answer. */
export async function changeOrderStatuses(
  deps: StatusChangeDeps,
  staff: StaffPrincipal,
  audit: AuditWriter,
  request: {
    readonly orders: readonly { readonly orderId: string; readonly version: number }[];
  } & Omit<StatusChange, 'version'>,
): Promise<BulkResults> {
  const results: BulkResults = [];
  for (const { orderId, version } of request.orders) {
    const changed = await changeOrderStatus(deps, staff, audit, orderId, { ...request, version });
    results.push(
      changed.ok
        ? { orderId, ok: true, code: null, status: changed.value.status }
        : {
            orderId,
            ok: false,
            code: changed.error.code,
            status:
              ((changed.error.details?.status ?? changed.error.details?.from) as
                OrderStatus | undefined) ?? null,
          },
    );
  }
  return results;
}
