import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { err, type Result } from '@print/domain';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from './checkout.tables.js';

export type IdempotencyClaim =
  | { readonly kind: 'new' }
  | { readonly kind: 'replay'; readonly response: Record<string, unknown> }
  | { readonly kind: 'in-progress' }
  | { readonly kind: 'mismatch' };

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function hashRequest(value: unknown): string {
  return createHash('sha256').update(stableStringify(value)).digest('hex');
}

/**
 * How long a key answers replays (as Stripe's keys): a retry comes within seconds or minutes; a
 * checkout retried later still finds its order through the consumed cart.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A key to claim for a principal's request with this body hash (`hashRequest`). */
export interface KeyClaim {
  readonly principalId: string;
  readonly key: string;
  readonly requestHash: string;
}

/**
 * The claim of a key as part of another statement: an INSERT answering one row `claimed` when
 * the key was new (the checkout claims its key in the
 * statement that reads its cart). When it answers no row, the store's `claim` tells why (a replay,
 * another body, or still running).
 */
export function keyClaimStatement(claim: KeyClaim): SQL {
  return sql`INSERT INTO ${idempotencyKeys} (principal_id, key, request_hash)
    VALUES (${claim.principalId}, ${claim.key}, ${claim.requestHash})
    ON CONFLICT DO NOTHING RETURNING 1 AS claimed`;
}

/**
 * Idempotency-Key store (per principal): the first request with a key claims it with its body's
 * hash; a retry with the same body gets the stored answer, another body IDEMPOTENCY_KEY_REUSED.
 * Only answered requests are kept: a failed one gives its key back so a retry can run.
 */
export function createIdempotencyStore(db: Db) {
  const where = (principalId: string, key: string) =>
    and(eq(idempotencyKeys.principalId, principalId), eq(idempotencyKeys.key, key));
  // Every checkout claims and completes a key: named prepared statements (parsed once per
  // connection, built once here).
  const claimQuery = db
    .insert(idempotencyKeys)
    .values({
      principalId: sql.placeholder('principalId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim');
  const completeQuery = db
    .update(idempotencyKeys)
    .set({ response: sql`${sql.placeholder('response')}::jsonb` })
    .where(
      and(
        eq(idempotencyKeys.principalId, sql.placeholder('principalId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('idempotency_complete');
  return {
    async claim(principalId: string, key: string, requestHash: string): Promise<IdempotencyClaim> {
      const inserted = await claimQuery.execute({ principalId, key, requestHash });
      if (inserted.length > 0) return { kind: 'new' };
      const [row] = await db.select().from(idempotencyKeys).where(where(principalId, key));
      if (!row) return this.claim(principalId, key, requestHash);
      if (row.requestHash !== requestHash) return { kind: 'mismatch' };
      return row.response === null
        ? { kind: 'in-progress' }
        : { kind: 'replay', response: row.response };
    },
    async complete(
      principalId: string,
      key: string,
      response: Record<string, unknown>,
    ): Promise<void> {
      await completeQuery.execute({ principalId, key, response: JSON.stringify(response) });
    },
    /** Deletes the keys older than the TTL; answers how many went. */
    async purgeExpired(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
      const deleted = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, cutoff))
        .returning({ key: idempotencyKeys.key });
      return deleted.length;
    },
    async release(principalId: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(where(principalId, key), sql`${idempotencyKeys.response} IS NULL`));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/**
 * The claimed key handed to the guarded work: work that can store its answer inside its own
 * statement (atomically with what it writes) does so with `answerStatement` and says `stored()`;
 * the answer is then not written again.
 */
export interface IdempotencyCompletion {
  /** An UPDATE of the key's answer (a jsonb expression), run only when `condition` holds. */
  answerStatement(response: SQL, condition: SQL): SQL;
  stored(): void;
}

function createCompletion(
  principalId: string,
  key: string,
): IdempotencyCompletion & {
  readonly isStored: () => boolean;
} {
  let isStored = false;
  return {
    answerStatement: (response, condition) =>
      sql`UPDATE ${idempotencyKeys} SET response = ${response}
        WHERE ${idempotencyKeys.principalId} = ${principalId} AND ${idempotencyKeys.key} = ${key}
        AND ${condition}`,
    stored: () => {
      isStored = true;
    },
    isStored: () => isStored,
  };
}

/**
 * Runs `run` under an Idempotency-Key (when one is given): a replay answers the stored answer,
 * another body IDEMPOTENCY_KEY_REUSED; only a success is stored, a failure frees the key. While
 * the first request runs, a second one either proceeds (checkout: one cart gives one order
 * anyway) or is refused with IDEMPOTENCY_REQUEST_IN_PROGRESS (reorder: it would order twice).
 */
export async function runIdempotent<T extends object, E extends string>(
  store: IdempotencyStore,
  request: {
    readonly principalId: string;
    readonly key: string | undefined;
    readonly body: unknown;
    /** hashRequest(body), when the caller has it already. */
    readonly requestHash?: string;
    /**
     * true: the caller claimed the key itself (keyClaimStatement inside its own statement) and
     * it was new. false or absent: the key is claimed here.
     */
    readonly claimedByCaller?: boolean;
    readonly whileRunning: 'proceed' | 'refuse';
  },
  run: (completion: IdempotencyCompletion | null) => Promise<Result<T, E>>,
): Promise<Result<T, E | 'IDEMPOTENCY_KEY_REUSED' | 'IDEMPOTENCY_REQUEST_IN_PROGRESS'>> {
  const { principalId, key } = request;
  if (key === undefined) return run(null);
  const claim: IdempotencyClaim =
    request.claimedByCaller === true
      ? { kind: 'new' }
      : await store.claim(principalId, key, request.requestHash ?? hashRequest(request.body));
  if (claim.kind === 'mismatch') {
    return err('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request');
  }
  if (claim.kind === 'replay') return { ok: true, value: claim.response as T };
  if (claim.kind === 'in-progress' && request.whileRunning === 'refuse') {
    return err('IDEMPOTENCY_REQUEST_IN_PROGRESS', 'The first request with this key still runs');
  }
  // A key another request still holds is not this one's to answer.
  const completion = claim.kind === 'new' ? createCompletion(principalId, key) : null;
  try {
    const result = await run(completion);
    if (!result.ok) {
      if (claim.kind === 'new') await store.release(principalId, key);
    } else if (completion?.isStored() !== true) {
      await store.complete(principalId, key, result.value as Record<string, unknown>);
    }
    return result;
  } catch (error) {
    if (claim.kind === 'new') await store.release(principalId, key);
    throw error;
  }
}
