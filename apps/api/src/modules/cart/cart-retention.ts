import { and, asc, desc, eq, gt, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { cartItems, carts } from './cart.tables.js';

/** A cart as the account's data export lists it: its lines without prices' inner workings. */
export interface CartExport {
  readonly id: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly items: readonly {
    readonly fileId: string;
    readonly quantity: number;
    readonly scale: number;
    readonly printModeId: string;
    readonly surfaceFinishId: string;
    readonly colorId: string;
    readonly lineNetCents: number;
    readonly attachments: readonly string[];
  }[];
}

/** Owner keys of signed-in accounts start so (plugins/session.ts userPrincipal). */
const ACCOUNT_OWNER_PATTERN = 'user:%';

/**
 * What the retention sweep and the account deletion (modules/privacy) need of carts: which carts
 * are idle, which files cart lines name, and deleting carts with their stored attachments and
 * thumbnails. Ordered carts are never deleted here: the caller leaves them out (orders module).
 */
export function createCartRetention({
  db,
  storage,
}: {
  readonly db: Db;
  readonly storage: Pick<FileStorage, 'removeFolder'>;
}) {
  return {
    /** Anonymous carts (no account owns them) unchanged since `before`, in id order after `afterId`. */
    async listIdleAnonymous(before: Date, afterId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: carts.id })
        .from(carts)
        .where(
          and(
            lt(carts.updatedAt, before),
            gt(carts.id, afterId),
            or(
              isNull(carts.ownerSession),
              not(sql`${carts.ownerSession} like ${ACCOUNT_OWNER_PATTERN}`),
            ),
          ),
        )
        .orderBy(asc(carts.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /** The carts of one owner, newest change first, with their lines. */
    async listOfOwner(owner: string): Promise<CartExport[]> {
      const rows = await db
        .select()
        .from(carts)
        .where(eq(carts.ownerSession, owner))
        .orderBy(desc(carts.updatedAt));
      if (rows.length === 0) return [];
      const items = await db
        .select()
        .from(cartItems)
        .where(
          inArray(
            cartItems.cartId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return rows.map((cart) => ({
        id: cart.id,
        createdAt: cart.createdAt,
        updatedAt: cart.updatedAt,
        items: items
          .filter((item) => item.cartId === cart.id)
          .map((item) => ({
            fileId: item.fileId,
            quantity: item.quantity,
            scale: item.scale,
            printModeId: item.printModeId,
            surfaceFinishId: item.surfaceFinishId,
            colorId: item.colorId,
            lineNetCents: item.lineNetCents,
            attachments: item.attachments.map((attachment) => attachment.name),
          })),
      }));
    },
    /** Of these files, the ones a cart line names. */
    async referencedFileIds(fileIds: readonly string[]): Promise<Set<string>> {
      if (fileIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ fileId: cartItems.fileId })
        .from(cartItems)
        .where(inArray(cartItems.fileId, [...fileIds]));
      return new Set(rows.map((row) => row.fileId));
    },
    /**
     * Deletes these carts (their lines go with them) and their stored attachments and thumbnails
     * (all under carts/<id>/). `unchangedSince`: a cart changed meanwhile is kept. Idempotent;
     * answers the carts deleted now.
     */
    async deleteCarts(cartIds: readonly string[], unchangedSince?: Date): Promise<string[]> {
      if (cartIds.length === 0) return [];
      const which = inArray(carts.id, [...cartIds]);
      const deleted = await db
        .delete(carts)
        .where(unchangedSince ? and(which, lt(carts.updatedAt, unchangedSince)) : which)
        .returning({ id: carts.id });
      for (const { id } of deleted) await storage.removeFolder(`carts/${id}`);
      return deleted.map((row) => row.id);
    },
  };
}

export type CartRetention = ReturnType<typeof createCartRetention>;
