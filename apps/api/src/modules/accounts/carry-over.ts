import type { Db } from '../../db/client.js';
import { userPrincipal } from '../../plugins/session.js';
import type { AnalysisService } from '../analysis/index.js';
import { carryOverCarts } from '../cart/index.js';
import type { FilesService } from '../files/index.js';

/**
 * Issue 10 item 4: at sign-in the anonymous session's files, analysis tasks and carts pass to the
 * account, in one transaction (each module moves its own rows). Answers the account's current
 * cart id (null when it has none), which the web switches to.
 */
export function createCarryOver(deps: {
  readonly db: Db;
  readonly files: FilesService;
  readonly analysis: AnalysisService;
}) {
  return (sessionId: string | null, userId: string): Promise<string | null> => {
    const to = userPrincipal(userId);
    return deps.db.transaction(async (tx) => {
      if (sessionId) {
        await deps.files.transferOwner(sessionId, to, tx);
        await deps.analysis.transferOwner(tx, sessionId, to);
      }
      return carryOverCarts(tx, sessionId, to);
    });
  };
}

export type CarryOver = ReturnType<typeof createCarryOver>;
