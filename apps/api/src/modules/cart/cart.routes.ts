import { sendStored } from '../../storage/send-stored.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  AddCartItemsRequestSchema,
  AddCartItemsResponseSchema,
  CartIdParamsSchema,
  CartItemParamsSchema,
  CartItemsResponseSchema,
  CartResponseSchema,
  CartTotalsQuerySchema,
  CartTotalsSchema,
  CreateCartResponseSchema,
  IdSchema,
  PatchCartItemRequestSchema,
} from '@print/contracts';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import { ensurePrincipal } from '../../plugins/session.js';
import { limitVoucherChecks, VOUCHER_RATE_LIMIT } from '../../plugins/voucher-rate-limit.js';
import type { CartService } from './cart.service.js';

export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export { ATTACHMENT_MAX_BYTES };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

const errors = errorResponses(400, 404, 409, 413, 415, 422);
const multipartNote = 'multipart/form-data with one file part';

/** The revision of an `If-Match` header (quotes and a weak prefix dropped); undefined for none or `*`. */
export function readIfMatch(header: string | undefined): string | undefined {
  const value = header
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return value === undefined || value === '' || value === '*' ? undefined : value;
}

export function cartRoutes(
  cart: CartService,
  /** Voucher codes per client and minute (VOUCHER_CHECKS_PER_MINUTE); unset → 30. */
  options: { readonly vouchersPerMinute?: number | undefined } = {},
): FastifyPluginAsyncZod {
  const vouchersPerMinute = options.vouchersPerMinute ?? VOUCHER_RATE_LIMIT.max;
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.post(
      '/checkout/cart',
      {
        schema: {
          tags: ['cart'],
          summary: 'Create a cart owned by the caller (issues the session cookie when needed)',
          response: { 200: CreateCartResponseSchema },
        },
      },
      (request, reply) => cart.createCart(ensurePrincipal(request, reply)),
    );

    app.get(
      '/checkout/cart/:cartId',
      {
        schema: {
          tags: ['cart'],
          params: CartIdParamsSchema,
          response: { 200: CartResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await cart.getCart(request.params.cartId, request.principalId, request.language)),
    );

    app.get(
      '/checkout/cart/:cartId/totals',
      {
        // A discountCode is a voucher check: the voucher limit per client (issue 23 item 6).
        preHandler: limitVoucherChecks(
          app,
          vouchersPerMinute,
          (request) =>
            (request.query as { readonly discountCode?: unknown }).discountCode !== undefined,
        ),
        schema: {
          tags: ['cart'],
          summary: 'Every figure of the cart: lines, discount, surcharge, shipping, tax, total',
          description:
            'All amounts in integer cents (CHF). Without countryCode the default tax rate (8.1 %) applies and no shipping is charged. A discountCode that cannot be used (unknown, expired, used up, below its minimum …) is reported in `voucher` as not applied with the one reason VOUCHER_NOT_FOUND, and counts against the voucher limit per client.',
          params: CartIdParamsSchema,
          querystring: CartTotalsQuerySchema,
          response: { 200: CartTotalsSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await cart.getTotals(
            request.params.cartId,
            request.principalId,
            request.query,
            request.language,
          ),
        ),
    );

    app.post(
      '/checkout/cart/:cartId/item',
      {
        schema: {
          tags: ['cart'],
          params: CartIdParamsSchema,
          body: AddCartItemsRequestSchema,
          response: { 200: AddCartItemsResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await cart.addItems(
            request.params.cartId,
            request.body.items,
            request.principalId,
            request.language,
          ),
        ),
    );

    app.patch(
      '/checkout/cart/:cartId/item/:itemId',
      {
        schema: {
          tags: ['cart'],
          summary: 'Change one line (atomic; If-Match with the line revision guards a replacement)',
          description:
            'With `If-Match: "<revision>"` the change is made only while the line still has that revision; otherwise 409 CART_ITEM_CHANGED with the current revision in details. Without it the patch is merged into the newest state of the line.',
          params: CartItemParamsSchema,
          body: PatchCartItemRequestSchema,
          response: { 200: CartItemsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const [patch] = request.body.items;
        return unwrap(
          await cart.patchItem(
            request.params.cartId,
            request.params.itemId,
            patch ?? {},
            request.principalId,
            request.language,
            readIfMatch(request.headers['if-match']),
          ),
        );
      },
    );

    app.delete(
      '/checkout/cart/:cartId/item/:itemId',
      {
        schema: {
          tags: ['cart'],
          params: CartItemParamsSchema,
          response: { 200: CartItemsResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await cart.deleteItem(
            request.params.cartId,
            request.params.itemId,
            request.principalId,
            request.language,
          ),
        ),
    );

    app.post(
      '/checkout/cart/:cartId/item/:itemId/thumbnail',
      {
        config: { rateLimit: UPLOAD_RATE_LIMIT },
        schema: {
          tags: ['cart'],
          summary: `PNG render of the item (${multipartNote}, max 2 MiB)`,
          params: CartItemParamsSchema,
          response: { 200: CartItemsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { cartId, itemId } = request.params;
        unwrap(await cart.requireItem(cartId, itemId, request.principalId));
        const part = await request.file({ limits: { fileSize: THUMBNAIL_MAX_BYTES } });
        if (!part)
          throw new ApiError(
            400,
            'MULTIPART_FILE_MISSING',
            'Send the PNG as one multipart file part',
          );
        const png = await part.toBuffer();
        if (
          png.length < PNG_SIGNATURE.length ||
          !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
        ) {
          throw new ApiError(415, 'THUMBNAIL_NOT_PNG', 'The thumbnail must be a PNG image');
        }
        return unwrap(
          await cart.saveThumbnail(cartId, itemId, request.principalId, png, request.language),
        );
      },
    );

    app.get(
      '/checkout/cart/:cartId/item/:itemId/thumbnail',
      { schema: { tags: ['cart'], summary: 'The PNG thumbnail', params: CartItemParamsSchema } },
      async (request, reply) => {
        const stream = unwrap(
          await cart.openThumbnail(
            request.params.cartId,
            request.params.itemId,
            request.principalId,
          ),
        );
        return reply.type('image/png').header('cache-control', 'private, max-age=300').send(stream);
      },
    );

    app.post(
      '/checkout/cart/:cartId/item/:itemId/attachments',
      {
        config: { rateLimit: UPLOAD_RATE_LIMIT },
        schema: {
          tags: ['cart'],
          summary: `Attach a file to the item (${multipartNote}, max 20 MB; ${ATTACHMENT_EXTENSIONS.join(', ')})`,
          params: CartItemParamsSchema,
          response: { 200: CartItemsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { cartId, itemId } = request.params;
        unwrap(await cart.requireItem(cartId, itemId, request.principalId));
        const part = await request.file({ limits: { fileSize: ATTACHMENT_MAX_BYTES } });
        if (!part)
          throw new ApiError(
            400,
            'MULTIPART_FILE_MISSING',
            'Send the attachment as one multipart file part',
          );
        const upload = {
          fileName: part.filename,
          stream: part.file,
          isTruncated: () => part.file.truncated,
          maxBytes: ATTACHMENT_MAX_BYTES,
        };
        return unwrap(
          await cart.addAttachment(cartId, itemId, request.principalId, upload, request.language),
        );
      },
    );

    app.delete(
      '/checkout/cart/:cartId/item/:itemId/attachments/:attachmentId',
      {
        schema: {
          tags: ['cart'],
          summary: 'Remove an attachment',
          params: CartItemParamsSchema.extend({ attachmentId: IdSchema }),
          response: { 200: CartItemsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { cartId, itemId, attachmentId } = request.params;
        return unwrap(
          await cart.removeAttachment(
            cartId,
            itemId,
            attachmentId,
            request.principalId,
            request.language,
          ),
        );
      },
    );

    app.get(
      '/checkout/cart/:cartId/item/:itemId/attachments/:attachmentId',
      {
        schema: {
          tags: ['cart'],
          summary: 'Download an attachment',
          params: CartItemParamsSchema.extend({ attachmentId: IdSchema }),
        },
      },
      async (request, reply) => {
        const { cartId, itemId, attachmentId } = request.params;
        const { name, body } = unwrap(
          await cart.openAttachment(cartId, itemId, attachmentId, request.principalId),
        );
        return sendStored(reply, body, { contentType: 'application/octet-stream', fileName: name });
      },
    );
  };
}
