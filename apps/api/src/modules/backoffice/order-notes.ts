import type { Readable } from 'node:stream';
import type { AdminOrderDetail, AdminStoredFile } from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { OrderAdmin } from '../orders/index.js';
import type { StaffPrincipal } from '../staff/index.js';
import { adminUrls } from './admin-urls.js';
import type { BackofficeRepository, NoteAttachmentRow, NoteRow } from './backoffice.repository.js';
import { removeDeskFiles, type StoredDeskFile } from './desk-upload.js';
import type { AuditWriter } from './order-status-change.js';

type Note = AdminOrderDetail['notes'][number];

export interface OrderNoteDeps {
  readonly db: Db;
  readonly repo: Pick<
    BackofficeRepository,
    'insertNote' | 'insertNoteAttachments' | 'findNoteAttachment'
  >;
  readonly orders: Pick<OrderAdmin, 'isLocked'>;
  readonly storage: FileStorage;
  readonly now: () => Date;
}

function toStoredFile(orderId: string, row: NoteAttachmentRow): AdminStoredFile {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.sizeBytes,
    url: adminUrls(orderId).noteAttachment(row.noteId, row.id),
  };
}

/** The desk's view of notes with their files (order detail and the note's answer). */
export function toNotes(notes: readonly NoteRow[], attachments: readonly NoteAttachmentRow[]) {
  return notes.map((note): Note => ({
    id: note.id,
    at: note.createdAt.toISOString(),
    staffName: note.staffName,
    text: note.text,
    attachments: attachments
      .filter((row) => row.noteId === note.id)
      .map((row) => toStoredFile(note.orderId, row)),
  }));
}

/** Whether the order exists (read before an upload streams: an unknown order stores nothing). */
export async function hasOrder(deps: Pick<OrderNoteDeps, 'orders'>, orderId: string) {
  return (await deps.orders.isLocked(orderId)) !== null;
}

/**
 * An internal note with its files (POST /admin/orders/:orderId/notes and …/notes/upload): the
 * note, its attachment rows and the audit row in one transaction. The files were stored by the
 * upload already; when the order is unknown or the write fails they are removed again, so no
 * stored file is without its row.
 */
export async function addOrderNote(
  deps: OrderNoteDeps,
  orderId: string,
  text: string,
  staff: StaffPrincipal,
  audit: AuditWriter,
  files: readonly StoredDeskFile[] = [],
): Promise<Result<Note, 'ORDER_NOT_FOUND'>> {
  try {
    if (!(await hasOrder(deps, orderId))) {
      await removeDeskFiles(deps.storage, files);
      return err('ORDER_NOT_FOUND', 'No such order');
    }
    const createdAt = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      const note = await deps.repo.insertNote(tx, {
        orderId,
        staffId: staff.id,
        staffName: staff.name,
        text,
        createdAt,
      });
      const rows = await deps.repo.insertNoteAttachments(
        tx,
        files.map((file, position) => ({
          id: file.id,
          position,
          noteId: note.id,
          orderId,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          storageKey: file.key,
          createdAt,
        })),
      );
      await audit(tx, {
        action: 'order.note',
        entityType: 'order_note',
        entityId: note.id,
        orderId,
        after: {
          text,
          attachments: rows.map((row) => ({
            id: row.id,
            fileName: row.fileName,
            contentType: row.contentType,
            size: row.sizeBytes,
          })),
        },
      });
      return { note, rows };
    });
    const [note] = toNotes([saved.note], saved.rows);
    if (note === undefined) throw new Error('the saved note is missing');
    return ok(note);
  } catch (error) {
    await removeDeskFiles(deps.storage, files);
    throw error;
  }
}

/**
 * A note's file for download (staff only: the route's roles). The download is audit-logged: the
 * files are internal, and who took one out of the desk is worth knowing.
 */
export async function openNoteAttachment(
  deps: OrderNoteDeps,
  audit: AuditWriter,
  ids: { readonly orderId: string; readonly noteId: string; readonly attachmentId: string },
): Promise<
  Result<
    { readonly stream: Readable; readonly fileName: string; readonly contentType: string },
    'ATTACHMENT_NOT_FOUND'
  >
> {
  const row = await deps.repo.findNoteAttachment(ids.orderId, ids.noteId, ids.attachmentId);
  if (row === null || !(await deps.storage.exists(row.storageKey)))
    return err('ATTACHMENT_NOT_FOUND', 'No such attachment');
  await audit(deps.db, {
    action: 'order.note_attachment.download',
    entityType: 'order_note_attachment',
    entityId: row.id,
    orderId: row.orderId,
    after: { noteId: row.noteId, fileName: row.fileName },
  });
  return ok({
    stream: deps.storage.read(row.storageKey),
    fileName: row.fileName,
    contentType: row.contentType,
  });
}
