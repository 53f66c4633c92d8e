import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { postalCodeDatasets, postalCodes } from './postal-codes.tables.js';
import type { PostalCodeDataset } from './postal-code-file.js';

const DATASET_ID = 'ch-li';
/** 5 parameters a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters a statement. */
const BATCH_ROWS = 1000;

export function createPostalCodesRepository(db: Db) {
  return {
    /**
     * Replaces the table's content with the dataset in one transaction, unless the same file
     * (SHA-256 and row count) is already loaded. Returns whether it loaded.
     */
    async loadDataset(dataset: PostalCodeDataset): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(postalCodeDatasets)
          .where(eq(postalCodeDatasets.id, DATASET_ID))
          .for('update');
        if (current?.sha256 === dataset.sha256 && current.rowCount === dataset.rows.length) {
          return false;
        }
        await tx.delete(postalCodes);
        for (let start = 0; start < dataset.rows.length; start += BATCH_ROWS) {
          await tx.insert(postalCodes).values(dataset.rows.slice(start, start + BATCH_ROWS));
        }
        const values = {
          sha256: dataset.sha256,
          rowCount: dataset.rows.length,
          loadedAt: new Date(),
        };
        await tx
          .insert(postalCodeDatasets)
          .values({ id: DATASET_ID, ...values })
          .onConflictDoUpdate({ target: postalCodeDatasets.id, set: values });
        return true;
      });
    },

    async findLocalities(
      countryCode: string,
      postalCode: string,
    ): Promise<{ locality: string; canton: string }[]> {
      return db
        .select({ locality: postalCodes.locality, canton: postalCodes.canton })
        .from(postalCodes)
        .where(
          and(eq(postalCodes.countryCode, countryCode), eq(postalCodes.postalCode, postalCode)),
        )
        .orderBy(asc(postalCodes.position));
    },
  };
}

export type PostalCodesRepository = ReturnType<typeof createPostalCodesRepository>;
