import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { orderNoteAttachments, orderNotes, statusMailTemplates } from './backoffice.tables.js';
import { MAIL_STATUSES, STATUS_MAIL_DEFAULTS } from './status-mail-defaults.js';

export type NoteRow = typeof orderNotes.$inferSelect;
export type TemplateRow = typeof statusMailTemplates.$inferSelect;
export type NoteAttachmentRow = typeof orderNoteAttachments.$inferSelect;

const LANGUAGES = ['de', 'en', 'fr'] as const;

export function createBackofficeRepository(db: Db) {
  return {
    listNotes(orderId: string): Promise<NoteRow[]> {
      return db
        .select()
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
    },
    async insertNote(
      ex: Executor,
      note: Omit<typeof orderNotes.$inferInsert, 'id'>,
    ): Promise<NoteRow> {
      const [row] = await ex
        .insert(orderNotes)
        .values({ id: randomUUID(), ...note })
        .returning();
      if (row === undefined) throw new Error('note insert returned nothing');
      return row;
    },
    /** Every note attachment of an order, oldest first. */
    listNoteAttachments(orderId: string): Promise<NoteAttachmentRow[]> {
      return db
        .select()
        .from(orderNoteAttachments)
        .where(eq(orderNoteAttachments.orderId, orderId))
        .orderBy(asc(orderNoteAttachments.noteId), asc(orderNoteAttachments.position));
    },
    async insertNoteAttachments(
      ex: Executor,
      rows: readonly (typeof orderNoteAttachments.$inferInsert)[],
    ): Promise<NoteAttachmentRow[]> {
      if (rows.length === 0) return [];
      const saved = await ex
        .insert(orderNoteAttachments)
        .values([...rows])
        .returning();
      return saved.sort((a, b) => a.position - b.position);
    },
    /** One attachment, only under its order and note (an id of another order finds nothing). */
    async findNoteAttachment(
      orderId: string,
      noteId: string,
      id: string,
    ): Promise<NoteAttachmentRow | null> {
      const [row] = await db
        .select()
        .from(orderNoteAttachments)
        .where(
          and(
            eq(orderNoteAttachments.id, id),
            eq(orderNoteAttachments.noteId, noteId),
            eq(orderNoteAttachments.orderId, orderId),
          ),
        );
      return row ?? null;
    },
    listTemplates(): Promise<TemplateRow[]> {
      return db
        .select()
        .from(statusMailTemplates)
        .orderBy(asc(statusMailTemplates.status), asc(statusMailTemplates.language));
    },
    /** In the caller's transaction when given (PGlite has one connection: no second query). */
    async findTemplate(
      status: string,
      language: string,
      ex: Executor = db,
    ): Promise<TemplateRow | null> {
      const [row] = await ex
        .select()
        .from(statusMailTemplates)
        .where(
          and(
            eq(statusMailTemplates.status, status),
            eq(statusMailTemplates.language, language as 'de'),
          ),
        );
      return row ?? null;
    },
    async saveTemplate(
      ex: Executor,
      row: Omit<TemplateRow, 'updatedAt'> & { readonly updatedAt: Date },
    ): Promise<TemplateRow> {
      const [saved] = await ex
        .insert(statusMailTemplates)
        .values(row)
        .onConflictDoUpdate({
          target: [statusMailTemplates.status, statusMailTemplates.language],
          set: {
            enabled: row.enabled,
            subject: row.subject,
            body: row.body,
            updatedAt: row.updatedAt,
            updatedBy: row.updatedBy,
          },
        })
        .returning();
      if (saved === undefined) throw new Error('template upsert returned nothing');
      return saved;
    },
    /** The default texts for every status and language; an edited template is never touched. */
    async seedTemplates(): Promise<void> {
      const rows = MAIL_STATUSES.flatMap((status) =>
        LANGUAGES.map((language) => ({
          status,
          language,
          enabled: STATUS_MAIL_DEFAULTS[status].enabled,
          ...STATUS_MAIL_DEFAULTS[status].texts[language],
          updatedAt: null,
          updatedBy: null,
        })),
      );
      await db.insert(statusMailTemplates).values(rows).onConflictDoNothing();
    },
  };
}

export type BackofficeRepository = ReturnType<typeof createBackofficeRepository>;
