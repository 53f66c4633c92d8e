import type { AdminOrderDetail } from '@print/contracts';
import {
  buildQrReference,
  checkOrderTransition,
  figuresAt,
  isQrIban,
  mayStaffSetStatus,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
  type StaffRole,
} from '@print/domain';
import type { FileRecord } from '../files/index.js';
import type { AdminOrderRecord, ReviewFileData } from '../orders/index.js';
import type { NoteAttachmentRow, NoteRow } from './backoffice.repository.js';
import { adminUrls } from './admin-urls.js';
import { toNotes } from './order-notes.js';

type Timeline = AdminOrderDetail['timeline'];

/** The statuses this role may move the order to: the domain's table (actor operator) ∩ role. */
export function allowedStatusesOf(order: AdminOrderRecord, role: StaffRole): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (to) =>
      mayStaffSetStatus(role, to) &&
      checkOrderTransition({
        from: order.status,
        to,
        actor: 'operator',
        paymentMethod: order.paymentMethod as PaymentMethodKey,
        paymentStatus: order.paymentStatus as PaymentStatus,
      }).ok,
  );
}

function mailState(mail: AdminOrderRecord['mails'][number]): 'sent' | 'queued' | 'retrying' {
  if (mail.sentAt !== null) return 'sent';
  return mail.attempts > 0 ? 'retrying' : 'queued';
}

function mailText(mail: AdminOrderRecord['mails'][number]): string {
  const what = mail.subject ?? mail.event;
  if (mail.sentAt !== null) return `${what}: sent`;
  return mail.attempts > 0
    ? `${what}: not sent yet (${mail.attempts} attempts)`
    : `${what}: queued`;
}

/** A credit note of the order as its timeline shows it (modules/accounting). */
export interface CreditNoteEvent {
  readonly at: Date;
  readonly actor: string;
  readonly number: string;
  readonly text: string;
}

/** What else the timeline shows beside the order's own records. */
export interface TimelineExtras {
  /** The notes' attachments (their names follow the note's text). */
  readonly attachments?: readonly NoteAttachmentRow[];
  readonly creditNotes?: readonly CreditNoteEvent[];
  /** Entries other modules keep (the payments module's refunds). */
  readonly extra?: Timeline;
}

/**
 * Every transition, payment, mail, note (with its attachments) and credit note of the order
 * (and the extra entries: refunds), oldest first.
 */
export function timelineOf(
  order: AdminOrderRecord,
  notes: readonly NoteRow[],
  { attachments = [], creditNotes = [], extra = [] }: TimelineExtras = {},
): Timeline {
  const filesOf = (noteId: string) =>
    attachments.filter((row) => row.noteId === noteId).map((row) => row.fileName);
  const entries: Timeline = [
    ...extra,
    ...order.transitions.map((t) => ({
      at: t.at.toISOString(),
      kind: t.kind,
      actor: t.staffName ?? t.actor,
      from: t.fromStatus,
      to: t.toStatus,
      text: t.reason,
    })),
    ...order.mails.map((mail) => ({
      at: (mail.sentAt ?? mail.createdAt).toISOString(),
      kind: 'mail' as const,
      actor: 'system',
      from: null,
      to: order.email,
      text: mailText(mail),
      mail: {
        event: mail.event,
        subject: mail.subject,
        recipient: order.email,
        state: mailState(mail),
        attempts: mail.attempts,
      },
    })),
    ...notes.map((note) => ({
      at: note.createdAt.toISOString(),
      kind: 'note' as const,
      actor: note.staffName,
      from: null,
      to: null,
      text:
        filesOf(note.id).length === 0
          ? note.text
          : `${note.text}\n(Attachments: ${filesOf(note.id).join(', ')})`,
    })),
    ...creditNotes.map((note) => ({
      at: note.at.toISOString(),
      kind: 'document' as const,
      actor: note.actor,
      from: null,
      to: note.number,
      text: note.text,
    })),
  ];
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

function repairedName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}-repaired.stl`;
}

type Line = AdminOrderRecord['lines'][number];
type Downloads = AdminOrderDetail['lines'][number]['downloads'];

/**
 * The line's files: the original, the automatic repair, the repaired file production uploaded.
 * The print file is the uploaded one, else with a repaired verdict the automatic repair, else
 * the original.
 */
function downloadsOf(order: AdminOrderRecord, line: Line, file: FileRecord | undefined) {
  const urls = adminUrls(order.id);
  const uploaded = line.review?.repairedUpload ?? null;
  const printsAutoRepair = uploaded === null && line.review?.verdict === 'repaired';
  const downloads: Downloads = [];
  if (file?.originalPath)
    downloads.push({
      kind: 'original',
      url: urls.file(file.id, 'original'),
      fileName: file.name,
      isPrintFile: uploaded === null && !printsAutoRepair,
    });
  if (file?.repairedPath)
    downloads.push({
      kind: 'repaired',
      url: urls.file(file.id, 'repaired'),
      fileName: repairedName(file.name),
      isPrintFile: printsAutoRepair,
    });
  if (uploaded !== null)
    downloads.push({
      kind: 'repaired_upload',
      url: urls.reviewFile(line.id, 'repaired'),
      fileName: uploaded.fileName,
      isPrintFile: true,
    });
  return downloads;
}

function storedFile(
  order: AdminOrderRecord,
  lineId: string,
  kind: 'repaired' | 'picture',
  file: ReviewFileData | null,
) {
  return file === null
    ? null
    : {
        id: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.sizeBytes,
        url: adminUrls(order.id).reviewFile(lineId, kind),
      };
}

function lineOf(
  order: AdminOrderRecord,
  line: Line,
  file: FileRecord | undefined,
): AdminOrderDetail['lines'][number] {
  const urls = adminUrls(order.id);
  const figures =
    file?.geometry == null
      ? null
      : figuresAt(file.geometry, { scale: line.scale, unitOfLength: line.givenUnitOfLength });
  const downloads = downloadsOf(order, line, file);
  return {
    id: line.id,
    position: line.position,
    fileId: line.fileId,
    fileName: line.fileName,
    printModeId: line.printModeId,
    printModeName: line.printModeName,
    finishName: line.finishName,
    colorName: line.colorName,
    colorHex: line.colorHex,
    quantity: line.quantity,
    scale: line.scale,
    unitNetCents: line.unitNetCents,
    lineNetCents: line.lineNetCents,
    thumbnailUrl: line.hasThumbnail ? urls.thumbnail(line.id) : null,
    viewer:
      file?.status === 'analysed' && file.outputDir
        ? {
            modelUrl: urls.model(line.id),
            wallThicknessUrl: urls.wallThickness(line.id),
            unitOfLength: line.givenUnitOfLength,
            isRepaired: file.repairInfo !== null,
          }
        : null,
    downloads,
    figures:
      figures === null
        ? null
        : {
            volumeCm3: figures.volumeMm3 / 1000,
            surfaceCm2: figures.areaMm2 / 100,
            sizeMm: figures.dimensionsMm,
          },
    review:
      line.review === null
        ? null
        : {
            verdict: line.review.verdict,
            reason: line.review.reason,
            staffName: line.review.staffName,
            at: line.review.at.toISOString(),
            repairedFile: storedFile(order, line.id, 'repaired', line.review.repairedUpload),
            picture: storedFile(order, line.id, 'picture', line.review.picture),
          },
  };
}

/** The desk's order detail (GET /admin/orders/:orderId). */
export function toOrderDetail(input: {
  readonly order: AdminOrderRecord;
  readonly files: readonly FileRecord[];
  readonly notes: readonly NoteRow[];
  /** Entries other modules keep (the payments module's refunds). */
  readonly extraTimeline?: Timeline;
  /** The order's credit notes (absent: none). */
  readonly creditNotes?: readonly CreditNoteEvent[];
  readonly attachments: readonly NoteAttachmentRow[];
  readonly documentKinds: readonly string[];
  readonly role: StaffRole;
  readonly creditorIban: string;
  /** Bank payments and the open amount (bank-paid orders; absent: null). */
  readonly money?: AdminOrderDetail['money'];
  /** Payment reminders (invoice orders; absent: null). */
  readonly reminders?: AdminOrderDetail['reminders'];
}): AdminOrderDetail {
  const { order } = input;
  const fileById = new Map(input.files.map((file) => [file.id, file]));
  const urls = adminUrls(order.id);
  const hasQrBill = order.paymentMethod === 'billing' || order.paymentMethod === 'prepaid';
  const qr = hasQrBill && isQrIban(input.creditorIban) ? buildQrReference(order.orderNumber) : null;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    version: order.version,
    status: order.status,
    paymentStatus: order.paymentStatus as PaymentStatus,
    paymentMethod: order.paymentMethod as PaymentMethodKey,
    language: order.language,
    isBusinessCustomer: order.isBusinessCustomer,
    email: order.email,
    phone: order.phone,
    referenceNumber: order.referenceNumber,
    qrReference: qr?.ok ? qr.value : null,
    // Guests order under their anonymous session: only an account principal is a customer id.
    customerAccountId: order.ownerPrincipal.startsWith('user:')
      ? order.ownerPrincipal.slice(5)
      : null,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    shippingMethodName: order.shippingMethodName,
    totals: order.totals,
    dueDate: order.dueDate,
    money: input.money ?? null,
    reminders: input.reminders ?? null,
    locked: order.locked,
    lines: order.lines.map((line) => lineOf(order, line, fileById.get(line.fileId))),
    documents: input.documentKinds.map((kind) => ({ kind, url: urls.document(kind) })),
    timeline: timelineOf(order, input.notes, {
      attachments: input.attachments,
      creditNotes: input.creditNotes ?? [],
      extra: input.extraTimeline ?? [],
    }),
    notes: toNotes(input.notes, input.attachments),
    allowedStatuses: allowedStatusesOf(order, input.role),
  };
}
