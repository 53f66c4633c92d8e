import type { Db } from '../../db/client.js';
import { userPrincipal } from '../../plugins/session.js';
import type { AnalysisService } from '../analysis/index.js';
import type { CartService } from '../cart/index.js';
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
  readonly cart: CartService;
}) {
  const currentCart = deps.cart.currentOf;
  return (sessionId: string | null, userId: string): Promise<string | null> => {
    const to = userPrincipal(userId);
    // Nothing to carry without an anonymous session: one read, no transaction.
    if (!sessionId) return currentCart(to);
    return deps.db.transaction(async (tx) => {
      await deps.files.transferOwner(sessionId, to, tx);
      await deps.analysis.transferOwner(tx, sessionId, to);
      return deps.cart.carryOver(tx, sessionId, to);
    });
  };
}

export type CarryOver = ReturnType<typeof createCarryOver>;
