import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { legacyOrders } from './legacy-orders.tables.js';
import type { LegacyOrderRecord } from './legacy-order-csv.js';

export type LegacyOrderRow = typeof legacyOrders.$inferSelect;

const BATCH = 500;

function isSame(row: LegacyOrderRow, record: LegacyOrderRecord): boolean {
  return (Object.keys(record) as (keyof LegacyOrderRecord)[]).every((k) => row[k] === record[k]);
}

export function createLegacyOrdersRepository(db: Db) {
  return {
    /**
     * Upserts by legacy id in one transaction: new ids are inserted, changed rows updated,
     * identical rows left alone (a second import of the same file writes nothing).
     */
    async upsert(records: readonly LegacyOrderRecord[]) {
      return db.transaction(async (tx) => {
        let inserted = 0;
        let updated = 0;
        for (let start = 0; start < records.length; start += BATCH) {
          const batch = records.slice(start, start + BATCH);
          const existing = new Map(
            (
              await tx
                .select()
                .from(legacyOrders)
                .where(
                  inArray(
                    legacyOrders.id,
                    batch.map((r) => r.id),
                  ),
                )
                .for('update')
            ).map((row) => [row.id, row]),
          );
          const fresh = batch.filter((r) => !existing.has(r.id));
          if (fresh.length > 0) await tx.insert(legacyOrders).values(fresh);
          inserted += fresh.length;
          for (const record of batch) {
            const row = existing.get(record.id);
            if (row === undefined || isSame(row, record)) continue;
            await tx
              .update(legacyOrders)
              .set({ ...record, importedAt: new Date() })
              .where(eq(legacyOrders.id, record.id));
            updated += 1;
          }
        }
        return { inserted, updated, unchanged: records.length - inserted - updated };
      });
    },

    async findByIdAndEmail(id: string, email: string): Promise<LegacyOrderRow | null> {
      const [row] = await db
        .select()
        .from(legacyOrders)
        .where(and(eq(legacyOrders.id, id), eq(legacyOrders.email, email)));
      return row ?? null;
    },
  };
}
