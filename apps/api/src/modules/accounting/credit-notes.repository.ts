import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { creditNotes } from './accounting.tables.js';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNoteRow = typeof creditNotes.$inferInsert;

/** SQL of the credit notes (their own table); rows map to camelCase through Drizzle. */
export function createCreditNotesRepository(db: Db) {
  return {
    async insert(tx: Executor, row: NewCreditNoteRow): Promise<CreditNoteRow> {
      const [inserted] = await tx.insert(creditNotes).values(row).returning();
      if (inserted === undefined) throw new Error('credit note not inserted');
      return inserted;
    },
    /** The order's credit notes, oldest first. */
    listOfOrder(orderId: string, ex: Executor = db): Promise<CreditNoteRow[]> {
      return ex
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.orderId, orderId))
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
    },
    async findById(id: string): Promise<CreditNoteRow | null> {
      const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
      return row ?? null;
    },
    async findOfOrder(orderId: string, id: string): Promise<CreditNoteRow | null> {
      const [row] = await db
        .select()
        .from(creditNotes)
        .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.id, id)));
      return row ?? null;
    },
    /** Sets the stored PDF once: false when another request stored one first. */
    async setPdfKeyOnce(id: string, pdfKey: string): Promise<boolean> {
      const updated = await db
        .update(creditNotes)
        .set({ pdfKey })
        .where(and(eq(creditNotes.id, id), isNull(creditNotes.pdfKey)))
        .returning({ id: creditNotes.id });
      return updated.length === 1;
    },
    async findPdfKey(id: string): Promise<string | null> {
      const [row] = await db
        .select({ pdfKey: creditNotes.pdfKey })
        .from(creditNotes)
        .where(eq(creditNotes.id, id));
      return row?.pdfKey ?? null;
    },
    /** Per order, the gross credited by its credit notes (payment reminders' open amount). */
    async creditedByOrder(orderIds: readonly string[]): Promise<Map<string, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({
          orderId: creditNotes.orderId,
          cents: sql<number>`sum(${creditNotes.grossCents})::bigint`.mapWith(Number),
        })
        .from(creditNotes)
        .where(inArray(creditNotes.orderId, [...new Set(orderIds)]))
        .groupBy(creditNotes.orderId);
      return new Map(rows.map((row) => [row.orderId, row.cents]));
    },
    /** Issued in [startsAt, endsBefore), by number. */
    listBetween(startsAt: Date, endsBefore: Date): Promise<CreditNoteRow[]> {
      return db
        .select()
        .from(creditNotes)
        .where(and(gte(creditNotes.issuedAt, startsAt), lt(creditNotes.issuedAt, endsBefore)))
        .orderBy(asc(creditNotes.number));
    },
  };
}

export type CreditNotesRepository = ReturnType<typeof createCreditNotesRepository>;
