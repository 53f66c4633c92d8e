import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages } from './content.tables.js';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPageRow = typeof contentPages.$inferInsert;

export function createContentRepository(db: Db) {
  return {
    /** Every page in every language: a few dozen rows, read in one go. */
    loadPages(): Promise<ContentPageRow[]> {
      return db
        .select()
        .from(contentPages)
        .orderBy(asc(contentPages.sortOrder), asc(contentPages.path));
    },
    async loadHashes(): Promise<Map<string, string>> {
      const rows = await db
        .select({ path: contentPages.path, hash: contentPages.sourceHash })
        .from(contentPages)
        .where(eq(contentPages.language, 'de'));
      return new Map(rows.map((row) => [row.path, row.hash]));
    },
    /** Replaces the rows of the given pages and removes pages whose files are gone, atomically. */
    async replacePages(
      changed: readonly NewContentPageRow[],
      keepPaths: readonly string[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(contentPages)
          .where(keepPaths.length > 0 ? notInArray(contentPages.path, [...keepPaths]) : undefined);
        for (const row of changed) {
          await tx
            .delete(contentPages)
            .where(and(eq(contentPages.path, row.path), eq(contentPages.language, row.language)));
        }
        if (changed.length > 0) await tx.insert(contentPages).values([...changed]);
      });
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
