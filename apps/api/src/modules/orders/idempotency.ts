import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

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
 * Idempotency-Key store (per principal): the first request with a key claims it with its body's
 * hash; a retry with the same body gets the stored answer, another body IDEMPOTENCY_KEY_REUSED.
 * Only answered requests are kept: a failed one gives its key back so a retry can run.
 */
export function createIdempotencyStore(db: Db) {
  const where = (principalId: string, key: string) =>
    and(eq(idempotencyKeys.principalId, principalId), eq(idempotencyKeys.key, key));
  return {
    async claim(principalId: string, key: string, requestHash: string): Promise<IdempotencyClaim> {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ principalId, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
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
      await db.update(idempotencyKeys).set({ response }).where(where(principalId, key));
    },
    async release(principalId: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(where(principalId, key), sql`${idempotencyKeys.response} IS NULL`));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
