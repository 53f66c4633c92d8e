import { createHash, randomBytes } from 'node:crypto';
import { err, ok, type Result } from '@print/domain';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { orderAnswerLinks } from './orders.tables.js';

/** What a link may do; the purpose is stored with the token, so a link opens nothing else. */
export type AnswerLinkPurpose = 'not_printable';

export type AnswerLinkErrorCode = 'ORDER_LINK_INVALID' | 'ORDER_LINK_EXPIRED';

/** A not printable review waits for the customer; the link lasts a month after its mail. */
export const ANSWER_LINK_TTL_MS = 30 * 86_400_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Mailed answer links (decision 0027): a 256-bit random token, base64url, of which only the
 * SHA-256 is stored with the order, the purpose and the end. Unknown, altered or cut tokens and
 * those of another purpose are ORDER_LINK_INVALID; past the end ORDER_LINK_EXPIRED.
 */
export function createOrderAnswerLinks(deps: { readonly db: Db; readonly now: () => Date }) {
  return {
    /** A new link's token, stored in the caller's transaction (the mail's). */
    async issue(tx: Executor, orderId: string, purpose: AnswerLinkPurpose): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const createdAt = deps.now();
      await tx.insert(orderAnswerLinks).values({
        tokenHash: hashToken(token),
        orderId,
        purpose,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + ANSWER_LINK_TTL_MS),
      });
      return token;
    },

    /** The order a token opens for `purpose`, if it is ours and not past its end. */
    async resolve(
      token: string,
      purpose: AnswerLinkPurpose,
    ): Promise<Result<{ readonly orderId: string }, AnswerLinkErrorCode>> {
      const invalid = err(
        'ORDER_LINK_INVALID',
        'This link is not valid: please use the link of your mail',
      );
      if (!TOKEN_PATTERN.test(token)) return invalid;
      const [link] = await deps.db
        .select()
        .from(orderAnswerLinks)
        .where(eq(orderAnswerLinks.tokenHash, hashToken(token)))
        .limit(1);
      if (link?.purpose !== purpose) return invalid;
      if (link.expiresAt.getTime() <= deps.now().getTime())
        return err('ORDER_LINK_EXPIRED', 'This link has expired', {
          expiresAt: link.expiresAt.toISOString(),
        });
      return ok({ orderId: link.orderId });
    },
  };
}

export type OrderAnswerLinks = ReturnType<typeof createOrderAnswerLinks>;
