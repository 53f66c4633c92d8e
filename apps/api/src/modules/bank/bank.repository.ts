import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { bankImports, bankTransactions } from './bank.tables.js';

export type BankImportRow = typeof bankImports.$inferSelect;
export type NewBankImportRow = typeof bankImports.$inferInsert;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type NewBankTransactionRow = typeof bankTransactions.$inferInsert;

/** Rows per INSERT: 17 columns × 2,000 stays under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 2_000;
const LOOKUP_CHUNK = 5_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
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
      const found = new Set<string>();
      for (const part of chunks([...new Set(refs)], LOOKUP_CHUNK)) {
        const rows = await ex
          .select({ ref: bankTransactions.bankReference })
          .from(bankTransactions)
          .where(inArray(bankTransactions.bankReference, part));
        for (const row of rows) found.add(row.ref);
      }
      return found;
    },
    /** Per order, the bank payments booked on it so far (matched or assigned). */
    async receivedByOrder(ex: Executor, orderIds: readonly string[]): Promise<Map<string, number>> {
      const sums = new Map<string, number>();
      for (const part of chunks([...new Set(orderIds)], LOOKUP_CHUNK)) {
        const rows = await ex
          .select({
            orderId: bankTransactions.orderId,
            cents: sql<number>`sum(${bankTransactions.amountCents})::bigint`.mapWith(Number),
          })
          .from(bankTransactions)
          .where(and(inArray(bankTransactions.orderId, part), eq(bankTransactions.state, 'matched')))
          .groupBy(bankTransactions.orderId);
        for (const row of rows) if (row.orderId !== null) sums.set(row.orderId, row.cents);
      }
      return sums;
    },
    /** Inserts new payments (a reference booked meanwhile is skipped); answers how many. */
    async insertTransactions(ex: Executor, rows: readonly NewBankTransactionRow[]): Promise<number> {
      let inserted = 0;
      for (const part of chunks(rows, INSERT_CHUNK)) {
        const result = await ex
          .insert(bankTransactions)
          .values(part)
          .onConflictDoNothing({ target: bankTransactions.bankReference })
          .returning({ id: bankTransactions.id });
        inserted += result.length;
      }
      return inserted;
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
