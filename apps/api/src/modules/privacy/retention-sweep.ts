import type { RetentionSettings } from '../../plugins/config.js';
import {
  deleteUnreferencedFile,
  unreferencedFiles,
  type FileDeletionDeps,
} from './file-deletion.js';

/** Rows per statement: a sweep of a large backlog holds no long lock and no large array. */
export const RETENTION_BATCH = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionReport {
  readonly cartsDeleted: number;
  readonly filesDeleted: number;
  /** Old files kept because an order, a quote, an offer or a cart line still names them. */
  readonly filesKept: number;
}

export interface RetentionDeps extends FileDeletionDeps {
  readonly settings: RetentionSettings;
  readonly now: () => Date;
}

/**
 * Idle anonymous carts that no order was placed from go (with their attachments and thumbnails);
 * then every file uploaded before the files' limit that nothing names any more (with its analysis
 * outputs). Carts first, so a file whose only cart went is deleted in the same run. Batch-wise in
 * id order; idempotent (a second run finds nothing); safe beside a second sweep (cart deletes are
 * conditional, file rows are taken with SKIP LOCKED).
 */
export async function runRetentionSweep(deps: RetentionDeps): Promise<RetentionReport> {
  const at = deps.now().getTime();
  const cartsDeleted = await sweepIdleCarts(
    deps,
    new Date(at - deps.settings.idleCartsDays * DAY_MS),
  );
  const files = await sweepUnorderedFiles(
    deps,
    new Date(at - deps.settings.unorderedFilesDays * DAY_MS),
  );
  return { cartsDeleted, ...files };
}

async function sweepIdleCarts(deps: RetentionDeps, idleSince: Date): Promise<number> {
  const { cart, orders } = deps;
  let deleted = 0;
  let afterId = '';
  for (;;) {
    const ids = await cart.retention.listIdleAnonymous(idleSince, afterId, RETENTION_BATCH);
    if (ids.length === 0) return deleted;
    afterId = ids[ids.length - 1] ?? afterId;
    const ordered = await orders.retention.orderedCartIds(ids);
    const idle = ids.filter((id) => !ordered.has(id));
    deleted += (await cart.retention.deleteCarts(idle, idleSince)).length;
  }
}

async function sweepUnorderedFiles(
  deps: RetentionDeps,
  uploadedBefore: Date,
): Promise<{ filesDeleted: number; filesKept: number }> {
  let filesDeleted = 0;
  let filesKept = 0;
  let afterId = '';
  for (;;) {
    const ids = await deps.files.listCreatedBefore(uploadedBefore, afterId, RETENTION_BATCH);
    if (ids.length === 0) return { filesDeleted, filesKept };
    afterId = ids[ids.length - 1] ?? afterId;
    const candidates = await unreferencedFiles(deps, ids);
    filesKept += ids.length - candidates.length;
    for (const id of candidates) {
      if (await deleteUnreferencedFile(deps, id)) filesDeleted += 1;
      else filesKept += 1;
    }
  }
}
