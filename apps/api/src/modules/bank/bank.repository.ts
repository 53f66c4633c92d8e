import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { insertRecords, selectRecords, toColumnRecord } from '../../db/json-rows.js';
import type { Db, Executor } from '../../db/client.js';
import { bankImports, bankTransactions } from './bank.tables.js';

export type BankImportRow = typeof bankImports.$inferSelect;
export type NewBankImportRow = typeof bankImports.$inferInsert;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type NewBankTransactionRow = typeof bankTransactions.$inferInsert;

/** `column IN (the JSON array's texts)`: any number of values as one parameter. */
function inJsonList(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;
}

/** SQL of the bank module's own tables (bank_imports, bank_transactions) only. */
export function createBankRepository(db: Db) {
  return {
    async findImportByHash(hash: string, ex: Executor = db): Promise<BankImportRow | null> {
      const [row] = await ex.select().from(bankImports).where(eq(bankImports.fileHash, hash));
      return row ?? null;
    },
    /** The new import, or null when a file with the same hash got there first. */
    async insertImport(ex: Executor, row: NewBankImportRow): Promise<BankImportRow | null> {
      const [inserted] = await ex
        .insert(bankImports)
        .values(row)
        .onConflictDoNothing({ target: bankImports.fileHash })
        .returning();
      return inserted ?? null;
    },
    listImports(limit: number): Promise<BankImportRow[]> {
      return db
        .select()
        .from(bankImports)
        .orderBy(desc(bankImports.importedAt), desc(bankImports.id))
        .limit(limit);
    },
    /** Which of these bank references are booked already. */
    async existingReferences(ex: Executor, refs: readonly string[]): Promise<Set<string>> {
      if (refs.length === 0) return new Set();
      const rows = await ex
        .select({ ref: bankTransactions.bankReference })
        .from(bankTransactions)
        .where(inJsonList(bankTransactions.bankReference, [...new Set(refs)]));
      return new Set(rows.map((row) => row.ref));
    },
    /** Per order, the bank payments booked on it so far (matched or assigned). */
    async receivedByOrder(ex: Executor, orderIds: readonly string[]): Promise<Map<string, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await ex
        .select({
          orderId: bankTransactions.orderId,
          cents: sql<number>`sum(${bankTransactions.amountCents})::bigint`.mapWith(Number),
        })
        .from(bankTransactions)
        .where(
          and(
            inJsonList(bankTransactions.orderId, [...new Set(orderIds)]),
            eq(bankTransactions.state, 'matched'),
          ),
        )
        .groupBy(bankTransactions.orderId);
      return new Map(
        rows.flatMap((row) => (row.orderId === null ? [] : [[row.orderId, row.cents]])),
      );
    },
    /**
     * Inserts new payments as one JSON parameter (db/json-rows; Drizzle's builder would walk every
     * value of 10,000 rows); a reference booked meanwhile is skipped. Answers how many.
     */
    async insertTransactions(
      ex: Executor,
      rows: readonly NewBankTransactionRow[],
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await selectRecords(
        ex,
        insertRecords(
          bankTransactions,
          rows.map((row) => toColumnRecord(bankTransactions, row)),
          sql`ON CONFLICT (bank_reference) DO NOTHING RETURNING id`,
        ),
      );
      return inserted.length;
    },
    async lockTransaction(ex: Executor, id: number): Promise<BankTransactionRow | null> {
      const [row] = await ex
        .select()
        .from(bankTransactions)
        .where(eq(bankTransactions.id, id))
        .for('update');
      return row ?? null;
    },
    async findTransaction(id: number): Promise<BankTransactionRow | null> {
      const [row] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, id));
      return row ?? null;
    },
    async updateTransaction(
      ex: Executor,
      id: number,
      set: Partial<
        Pick<
          BankTransactionRow,
          | 'state'
          | 'matchKind'
          | 'orderId'
          | 'settlement'
          | 'note'
          | 'staffId'
          | 'staffName'
          | 'decidedAt'
        >
      >,
    ): Promise<BankTransactionRow | null> {
      const [row] = await ex
        .update(bankTransactions)
        .set(set)
        .where(eq(bankTransactions.id, id))
        .returning();
      return row ?? null;
    },
    /** The payments booked on one order (matched or assigned), oldest first. */
    listOfOrder(orderId: string): Promise<BankTransactionRow[]> {
      return db
        .select()
        .from(bankTransactions)
        .where(and(eq(bankTransactions.orderId, orderId), eq(bankTransactions.state, 'matched')))
        .orderBy(asc(bankTransactions.createdAt), asc(bankTransactions.id));
    },
    /**
     * The payments booked on orders whose bank day (booking date, else value date, else the day
     * it was imported, Europe/Zurich) lies in [from, to] (YYYY-MM-DD), for the accounting export.
     */
    listBookedBetween(from: string, to: string): Promise<BankTransactionRow[]> {
      const day = sql`coalesce(${bankTransactions.bookingDate}, ${bankTransactions.valueDate}, to_char(${bankTransactions.createdAt} AT TIME ZONE 'Europe/Zurich', 'YYYY-MM-DD'))`;
      return db
        .select()
        .from(bankTransactions)
        .where(
          and(eq(bankTransactions.state, 'matched'), sql`${day} >= ${from}`, sql`${day} <= ${to}`),
        )
        .orderBy(asc(bankTransactions.createdAt), asc(bankTransactions.id));
    },
    /** A page of payments in one state (the queue: oldest first), with the total. */
    async listTransactions(filter: {
      readonly state: 'matched' | 'unmatched' | 'ignored';
      readonly importId?: string | undefined;
      readonly limit: number;
      readonly offset: number;
    }): Promise<{ rows: BankTransactionRow[]; total: number }> {
      const where = and(
        eq(bankTransactions.state, filter.state),
        filter.importId === undefined ? undefined : eq(bankTransactions.importId, filter.importId),
      );
      const direction = filter.state === 'unmatched' ? asc : desc;
      const rows = await db
        .select()
        .from(bankTransactions)
        .where(where)
        .orderBy(direction(bankTransactions.createdAt), direction(bankTransactions.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [counted] = await db.select({ n: count() }).from(bankTransactions).where(where);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}

export type BankRepository = ReturnType<typeof createBankRepository>;
