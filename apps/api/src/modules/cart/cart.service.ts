import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ATTACHMENT_EXTENSIONS, isAllowedAttachmentName } from '@print/contracts';
import type {
  AddCartItemsResponse,
  CartItem,
  CartItemInput,
  CartItemPatchSchema,
  CartTotals,
  Language,
} from '@print/contracts';
import {
  err,
  MAX_LINE_NET_CENTS,
  ok,
  type FileGeometry,
  type Result,
  type Voucher,
} from '@print/domain';
import type { z } from 'zod';
import type { CatalogService, ConfigurationErrorCode } from '../catalog/index.js';
import type { AnalysedFileErrorCode, FileRecord, FilesService } from '../files/index.js';
import type { PricingService } from '../pricing/index.js';
import type { LineConfiguration } from '../pricing/index.js';
import { openDownload, type FileStorage, type StoredBody } from '../../storage/file-storage.js';
import { sanitiseFileName } from '../../storage/file-storage.js';
import type { CartRetention } from './cart-retention.js';
import type { VouchersService } from '../vouchers/index.js';
import type { Db, Executor } from '../../db/client.js';
import { createCartRepository, type CartItemRow, type NewCartItemRow } from './cart.repository.js';
import {
  createCartTotals,
  type CartTotalsErrorCode,
  type CartTotalsRequest,
} from './cart-totals.js';
import { itemRevision, toCartItemView } from './cart-view.js';
import { carryOverCarts, currentCartQuery } from './cart-carry-over.js';
import { cartCheckoutSql, type CartCheckoutRead } from './cart-checkout-sql.js';
import { findRestoredCart, restoreOrderedCart } from './cart-restore.js';

/** Attempts of a PATCH without If-Match before it gives up on a line that keeps changing. */
const PATCH_ATTEMPTS = 5;

export type CartErrorCode =
  | 'CART_NOT_FOUND'
  | 'CART_ITEM_NOT_FOUND'
  | 'NOT_PRINTABLE'
  | 'AMOUNT_TOO_LARGE'
  | 'FILE_TOO_LARGE'
  | 'ATTACHMENT_NOT_FOUND'
  | 'THUMBNAIL_NOT_FOUND'
  | 'CART_ITEM_CHANGED'
  | 'UNSUPPORTED_FILE_TYPE'
  | CartTotalsErrorCode
  | ConfigurationErrorCode
  | AnalysedFileErrorCode;
type CartItemPatch = z.infer<typeof CartItemPatchSchema>;
type LinePrices = Pick<
  NewCartItemRow,
  'unitNetCents' | 'lineNetCents' | 'productionDays' | 'priceSetId'
>;
type ParsedItemInput = Required<Omit<CartItemInput, 'givenUnitOfLength'>> &
  Pick<CartItemInput, 'givenUnitOfLength'>;

/** 128 random bits, base64url: knowing the id is the capability for an anonymous cart. */
export function generateCartId(): string {
  return randomBytes(16).toString('base64url');
}

export interface CartDeps {
  readonly db: Db;
  readonly catalog: CatalogService;
  readonly files: FilesService;
  readonly pricing: PricingService;
  readonly vouchers: VouchersService;
  readonly storage: FileStorage;
  readonly now: () => Date;
}

export function createCartService(deps: CartDeps) {
  const { catalog, files, pricing, storage } = deps;
  const repo = createCartRepository(deps.db);
  const currentCart = currentCartQuery(deps.db);
  const computeTotals = createCartTotals({ ...deps, repo });
  async function renderItems(cartId: string, lang: Language): Promise<CartItem[]> {
    return renderRows(await listCurrentItems(cartId), lang);
  }
  /** The lines as the customer sees them; `knownFiles` when their files were read with them. */
  async function renderRows(
    rows: readonly CartItemRow[],
    lang: Language,
    knownFiles?: readonly FileRecord[],
  ): Promise<CartItem[]> {
    const [snapshot, fileRecords, taxRateBp] = await Promise.all([
      catalog.loadSnapshot(),
      knownFiles ?? files.findMany(rows.map((r) => r.fileId)),
      pricing.resolveDisplayTaxRateBp(undefined, false),
    ]);
    const byId = new Map(fileRecords.map((f) => [f.id, f]));
    return rows.map((row) =>
      toCartItemView(row, { snapshot, file: byId.get(row.fileId), lang, taxRateBp }),
    );
  }

  /** Server-side price of a line from the stored figures of its 3D file; never from the client. */
  async function priceLine(
    fileId: string,
    sessionId: string | null,
    config: LineConfiguration,
  ): Promise<Result<LinePrices, CartErrorCode>> {
    const analysed = await files.loadAnalysed(fileId, sessionId);
    if (!analysed.ok) return analysed;
    return priceGeometry(analysed.value.geometry, config);
  }

  async function priceGeometry(
    geometry: FileGeometry,
    config: LineConfiguration,
  ): Promise<Result<LinePrices, CartErrorCode>> {
    const quote = await pricing.quoteLine(geometry, config);
    if (!quote.ok) return quote;
    const { unitNetCents, lineNetCents, productionDays, printability, priceSetId } = quote.value;
    if (unitNetCents === null || lineNetCents === null) {
      return err('NOT_PRINTABLE', 'This configuration is not printable', {
        reasons: printability.reasons.map((r) => r.code),
      });
    }
    // The stored figures must fit the money columns (issue 23 item 11: it was a 500).
    if (lineNetCents > MAX_LINE_NET_CENTS) {
      return err('AMOUNT_TOO_LARGE', 'This line is above the largest amount a cart can hold', {
        lineNetCents,
        maxLineNetCents: MAX_LINE_NET_CENTS,
      });
    }
    return ok({ unitNetCents, lineNetCents, productionDays, priceSetId });
  }

  /**
   * Lines priced by another price set than the one effective now, priced again (decision 0029:
   * open carts show the new price from its date; placed orders keep theirs). A line the new set
   * cannot price (no longer offered, no longer printable) keeps its old price and is named in
   * `unavailableItemIds` (the checkout refuses it). `isChanged`: some line got a new price.
   */
  async function repriceStale(
    rows: readonly CartItemRow[],
  ): Promise<{ isChanged: boolean; unavailableItemIds: string[] }> {
    const { priceSetId } = await catalog.loadSnapshot();
    const stale = rows.filter((row) => row.priceSetId !== priceSetId);
    const unavailableItemIds: string[] = [];
    if (stale.length === 0) return { isChanged: false, unavailableItemIds };
    const byId = new Map((await files.findMany(stale.map((r) => r.fileId))).map((f) => [f.id, f]));
    let isChanged = false;
    for (const row of stale) {
      const geometry = byId.get(row.fileId)?.geometry;
      const priced = geometry
        ? await priceGeometry(geometry, { ...row, unit: row.givenUnitOfLength })
        : null;
      if (priced === null || !priced.ok) unavailableItemIds.push(row.id);
      else if (await repo.updateItemIfUnchanged(row, priced.value)) isChanged = true;
    }
    return { isChanged, unavailableItemIds };
  }

  /** The cart's lines, stale ones priced again first. */
  async function listCurrentItems(cartId: string): Promise<CartItemRow[]> {
    const rows = await repo.listItems(cartId);
    return (await repriceStale(rows)).isChanged ? repo.listItems(cartId) : rows;
  }

  /** Another principal's cart is indistinguishable from a missing one (404, never 403). */
  async function requireCart(
    cartId: string,
    owner: string | null,
  ): Promise<Result<string, CartErrorCode>> {
    if (owner === null || !(await repo.isOwnedBy(cartId, owner))) {
      return err('CART_NOT_FOUND', 'No such cart');
    }
    return ok(owner);
  }

  async function requireItem(
    cartId: string,
    itemId: string,
    owner: string | null,
  ): Promise<Result<CartItemRow, CartErrorCode>> {
    const cart = await requireCart(cartId, owner);
    if (!cart.ok) return cart;
    const item = await repo.findItem(cartId, itemId);
    return item ? ok(item) : err('CART_ITEM_NOT_FOUND', 'No such item in this cart');
  }

  /** The referenced file must belong to the caller's session and be analysed. */
  async function buildNewRow(
    cartId: string,
    input: ParsedItemInput,
    sessionId: string | null,
  ): Promise<Result<NewCartItemRow, CartErrorCode>> {
    const analysed = await files.loadAnalysed(input.referencedId, sessionId);
    if (!analysed.ok) return analysed;
    const unit = input.givenUnitOfLength ?? analysed.value.file.givenUnitOfLength;
    const priced = await priceLine(input.referencedId, sessionId, { ...input, unit });
    if (!priced.ok) return priced;
    return ok({
      id: randomUUID(),
      cartId,
      fileId: input.referencedId,
      printModeId: input.printModeId,
      surfaceFinishId: input.surfaceFinishId,
      colorId: input.colorId,
      quantity: input.quantity,
      scale: input.scale,
      givenUnitOfLength: unit,
      acknowledgedRepairInfo: input.acknowledgedRepairInfo,
      processingSteps: input.processingSteps,
      ...priced.value,
    });
  }

  /** Removes stored files no cart line refers to any more (a restored cart shares its files). */
  async function removeUnreferenced(keys: readonly (string | null | undefined)[]): Promise<void> {
    const candidates = keys.filter((key): key is string => typeof key === 'string' && key !== '');
    const stillUsed = await repo.listReferencedKeys(candidates);
    await Promise.all(candidates.filter((k) => !stillUsed.has(k)).map((k) => storage.remove(k)));
  }

  return {
    async createCart(owner: string): Promise<{ _id: string }> {
      const id = generateCartId();
      await repo.insertCart(id, owner);
      return { _id: id };
    },
    async getCart(
      cartId: string,
      owner: string | null,
      lang: Language,
    ): Promise<Result<{ _id: string; items: CartItem[] }, CartErrorCode>> {
      const cart = await requireCart(cartId, owner);
      if (!cart.ok) return cart;
      return ok({ _id: cartId, items: await renderItems(cartId, lang) });
    },
    /** GET …/totals: every figure the customer sees, computed once here (packages/domain). */
    async getTotals(
      cartId: string,
      owner: string | null,
      request: CartTotalsRequest,
      lang: Language,
    ): Promise<Result<CartTotals, CartErrorCode>> {
      const cart = await requireCart(cartId, owner);
      if (!cart.ok) return cart;
      await repriceStale(await repo.listItems(cartId));
      return computeTotals(cartId, request, lang);
    },
    /**
     * The checkout's check of the lines it read: lines of an earlier price set priced again
     * (`isChanged`: the checkout reads the cart again) or unavailable under the effective one.
     */
    repriceStale: (lines: CartCheckoutRead['lines']) => repriceStale(lines),
    /** The cart's parts of the checkout's two statements (cart-checkout-sql.ts). */
    checkoutSql: cartCheckoutSql,
    /**
     * Sign-in (accounts): the anonymous session's carts pass to the account, inside the caller's
     * transaction; answers the account's current cart.
     */
    carryOver: (tx: Executor, from: string | null, to: string) => carryOverCarts(tx, from, to),
    /**
     * An unpaid order's lines back in a new cart of `owner` (cart-restore.ts), inside the caller's
     * transaction; idempotent. Answers the cart's id.
     */
    restoreOrderedCart: (tx: Executor, orderedCartId: string, owner: string) =>
      restoreOrderedCart(tx, orderedCartId, owner),
    /** The restored cart of an ordered cart, when it exists and is still `owner`'s. */
    findRestoredCart: (ex: Executor, orderedCartId: string, owner: string) =>
      findRestoredCart(ex, orderedCartId, owner),
    /** The account's current cart (the most recently changed one), or null. */
    currentOf: (owner: string) => currentCart(owner),
    /**
     * The checkout's pricing of a cart it has read (the checkout read: the cart's stamp, lines
     * and files, and the voucher, in one statement): the lines as the customer sees them, their
     * thumbnails' storage keys and the totals, without reading anything again.
     */
    async priceForCheckout(
      cartId: string,
      read: {
        readonly cart: CartCheckoutRead;
        readonly files: readonly FileRecord[];
        readonly voucher: Voucher | null;
      },
      request: CartTotalsRequest,
      lang: Language,
    ): Promise<{
      items: CartItem[];
      thumbnailKeys: Map<string, string | null>;
      totals: Result<CartTotals, CartErrorCode>;
    }> {
      const { voucher } = read;
      const rows = read.cart.lines;
      const [items, totals] = await Promise.all([
        renderRows(rows, lang, read.files),
        computeTotals(cartId, request, lang, { rows, voucher }),
      ]);
      return { items, thumbnailKeys: new Map(rows.map((r) => [r.id, r.thumbnailKey])), totals };
    },
    async addItems(
      cartId: string,
      inputs: readonly ParsedItemInput[],
      owner: string | null,
      lang: Language,
    ): Promise<Result<AddCartItemsResponse, CartErrorCode>> {
      const cart = await requireCart(cartId, owner);
      if (!cart.ok) return cart;
      const rows: NewCartItemRow[] = [];
      for (const input of inputs) {
        const row = await buildNewRow(cartId, input, cart.value);
        if (!row.ok) return row;
        rows.push(row.value);
      }
      await repo.insertItems(cartId, rows);
      return ok({
        cart: { items: await renderItems(cartId, lang) },
        createdItems: rows.map((r) => ({ _id: r.id })),
      });
    },
    /**
     * Changes one line, atomically: the new price is computed from the configuration read, and
     * written only while that configuration is still stored (compare-and-set). With `ifMatch` (the
     * revision the customer saw) a line changed meanwhile answers 409 CART_ITEM_CHANGED and stays
     * as it is; without it the patch is merged into the newest state and priced again.
     */
    async patchItem(
      cartId: string,
      itemId: string,
      patch: CartItemPatch,
      owner: string | null,
      lang: Language,
      ifMatch?: string,
    ): Promise<Result<{ items: CartItem[] }, CartErrorCode>> {
      for (let attempt = 0; attempt < PATCH_ATTEMPTS; attempt += 1) {
        const found = await requireItem(cartId, itemId, owner);
        if (!found.ok) return found;
        const current = itemRevision(found.value);
        if (ifMatch !== undefined && ifMatch !== current) {
          return err('CART_ITEM_CHANGED', 'The line was changed elsewhere; read it again', {
            revision: current,
          });
        }
        const merged = { ...found.value, ...patch };
        const priced = await priceLine(merged.fileId, owner, {
          ...merged,
          unit: merged.givenUnitOfLength,
        });
        if (!priced.ok) return priced;
        if (await repo.updateItemIfUnchanged(found.value, { ...patch, ...priced.value })) {
          return ok({ items: await renderItems(cartId, lang) });
        }
      }
      return err('CART_ITEM_CHANGED', 'The line keeps changing; read it again');
    },
    async deleteItem(
      cartId: string,
      itemId: string,
      owner: string | null,
      lang: Language,
    ): Promise<Result<{ items: CartItem[] }, CartErrorCode>> {
      const found = await requireItem(cartId, itemId, owner);
      if (!found.ok) return found;
      const deleted = await repo.deleteItem(cartId, itemId);
      const keys = [
        deleted?.thumbnailKey,
        ...(deleted?.attachments ?? []).map((a) => a.storageKey),
      ];
      await removeUnreferenced(keys);
      return ok({ items: await renderItems(cartId, lang) });
    },
    requireItem,
    async saveThumbnail(
      cartId: string,
      itemId: string,
      owner: string | null,
      png: Buffer,
      lang: Language,
    ): Promise<Result<{ items: CartItem[] }, CartErrorCode>> {
      const found = await requireItem(cartId, itemId, owner);
      if (!found.ok) return found;
      const key = `carts/${cartId}/${itemId}/thumbnail-${randomUUID()}.png`;
      await storage.write(key, png);
      await repo.updateItem(cartId, itemId, { thumbnailKey: key });
      await removeUnreferenced([found.value.thumbnailKey]);
      return ok({ items: await renderItems(cartId, lang) });
    },
    /** Streams to storage; a stream cut at the size limit is deleted and answered FILE_TOO_LARGE. */
    async addAttachment(
      cartId: string,
      itemId: string,
      owner: string | null,
      upload: {
        readonly fileName: string;
        readonly stream: Readable;
        readonly isTruncated: () => boolean;
        readonly maxBytes: number;
      },
      lang: Language,
    ): Promise<Result<{ items: CartItem[] }, CartErrorCode>> {
      const found = await requireItem(cartId, itemId, owner);
      if (!found.ok) return found;
      if (!isAllowedAttachmentName(upload.fileName)) {
        upload.stream.resume();
        return err('UNSUPPORTED_FILE_TYPE', 'This file type cannot be attached', {
          allowed: [...ATTACHMENT_EXTENSIONS],
        });
      }
      const id = randomUUID();
      const name = sanitiseFileName(upload.fileName);
      const key = `carts/${cartId}/${itemId}/${id}-${name}`;
      const { sizeBytes } = await storage.write(key, upload.stream);
      if (upload.isTruncated()) {
        await storage.remove(key);
        return err('FILE_TOO_LARGE', `An attachment may have at most ${upload.maxBytes} bytes`, {
          maxBytes: upload.maxBytes,
        });
      }
      await repo.appendAttachment(cartId, itemId, { id, name, storageKey: key, sizeBytes });
      return ok({ items: await renderItems(cartId, lang) });
    },
    /** Removes one attachment of a line and its stored file; another's cart answers 404. */
    async removeAttachment(
      cartId: string,
      itemId: string,
      attachmentId: string,
      owner: string | null,
      lang: Language,
    ): Promise<Result<{ items: CartItem[] }, CartErrorCode>> {
      const found = await requireItem(cartId, itemId, owner);
      if (!found.ok) return found;
      const removed = await repo.removeAttachment(cartId, itemId, attachmentId);
      if (!removed) return err('ATTACHMENT_NOT_FOUND', 'No such attachment');
      await removeUnreferenced([removed.storageKey]);
      return ok({ items: await renderItems(cartId, lang) });
    },
    async openThumbnail(
      cartId: string,
      itemId: string,
      owner: string | null,
    ): Promise<Result<Readable, CartErrorCode>> {
      const found = await requireItem(cartId, itemId, owner);
      if (!found.ok) return found;
      const key = found.value.thumbnailKey;
      return key ? ok(storage.read(key)) : err('THUMBNAIL_NOT_FOUND', 'This item has no thumbnail');
    },
    async openAttachment(
      cartId: string,
      itemId: string,
      attachmentId: string,
      owner: string | null,
    ): Promise<Result<{ name: string; body: StoredBody }, CartErrorCode>> {
      const found = await requireItem(cartId, itemId, owner);
      if (!found.ok) return found;
      const attachment = found.value.attachments.find((a) => a.id === attachmentId);
      if (!attachment) return err('ATTACHMENT_NOT_FOUND', 'No such attachment');
      const body = await openDownload(storage, attachment.storageKey, {
        contentType: 'application/octet-stream',
        fileName: attachment.name,
      });
      return ok({ name: attachment.name, body });
    },
  };
}

/** The module's service: the use cases, and the carts' part of retention and account deletion. */
export type CartService = ReturnType<typeof createCartService> & {
  readonly retention: CartRetention;
};
