import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vouchers } from './vouchers.tables.js';

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucherRow = typeof vouchers.$inferInsert;

export function createVouchersRepository(db: Db) {
  // Totals and checkout look a code up: a named prepared statement.
  const byCodeQuery = db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(sql`lower(${vouchers.code})`, sql.placeholder('code')),
        isNull(vouchers.deactivatedAt),
      ),
    )
    .prepare('vouchers_by_code');
  return {
    /** The active voucher whose code matches ignoring case and surrounding spaces, or null. */
    async findByCode(code: string): Promise<VoucherRow | null> {
      const [row] = await byCodeQuery.execute({ code: code.trim().toLowerCase() });
      return row ?? null;
    },
    /** Inserts the vouchers whose codes are not there yet (seed; running it again changes nothing). */
    async insertMissing(rows: readonly NewVoucherRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(vouchers)
        .values([...rows])
        .onConflictDoNothing();
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
