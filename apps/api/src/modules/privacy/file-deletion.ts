import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AnalysisService } from '../analysis/index.js';
import type { CartService } from '../cart/index.js';
import type { FileRecord, FilesService } from '../files/index.js';
import type { OrdersService } from '../orders/index.js';

export interface FileDeletionDeps {
  readonly db: Db;
  readonly files: FilesService;
  readonly analysis: Pick<AnalysisService, 'forgetFile'>;
  readonly cart: Pick<CartService, 'retention'>;
  readonly orders: Pick<OrdersService, 'retention'>;
}

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Of these files, the ones nothing names any more: no order line (quotes and their offers are
 * orders), no line review's repaired file, no cart line (an account's saved cart, a recent
 * anonymous cart). Desk note attachments and review uploads are stored bytes of their own, never
 * file records, so they name none.
 */
export async function unreferencedFiles(
  deps: FileDeletionDeps,
  fileIds: readonly string[],
): Promise<string[]> {
  const [ordered, inCarts] = await Promise.all([
    deps.orders.retention.referencedFileIds(fileIds),
    deps.cart.retention.referencedFileIds(fileIds),
  ]);
  return fileIds.filter((id) => !ordered.has(id) && !inCarts.has(id));
}

/**
 * Deletes one file no longer named: its analysis records and its record in one transaction (the
 * row locked, SKIP LOCKED: a second worker passes it by), then every stored byte through the file
 * storage. A cart line added meanwhile makes PostgreSQL refuse (foreign key): the file stays.
 * Answers whether this call deleted it.
 */
export async function deleteUnreferencedFile(
  deps: FileDeletionDeps,
  fileId: string,
): Promise<boolean> {
  let deleted: FileRecord | null;
  try {
    deleted = await deps.db.transaction(async (tx) => {
      // An open analysis keeps the file; the tasks go first (they name the file).
      if (!(await deps.analysis.forgetFile(fileId, tx))) return null;
      const record = await deps.files.deleteRecord(fileId, tx);
      // Locked by another sweep, or gone: its tasks stay as they were.
      if (record === null) tx.rollback();
      return record;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError || isForeignKeyViolation(error)) return false;
    throw error;
  }
  if (deleted === null) return false;
  await deps.files.removeStored(deleted);
  return true;
}
