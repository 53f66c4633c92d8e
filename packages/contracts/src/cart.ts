import { z } from 'zod';
import { CentsSchema, IdSchema, LengthUnitSchema } from './common.js';
import { ModelSummarySchema } from './files.js';
import { QuantitySchema, ScaleSchema } from './pricing.js';

export const CartIdParamsSchema = z.object({ cartId: IdSchema });
export const CartItemParamsSchema = z.object({ cartId: IdSchema, itemId: IdSchema });

export const ProcessingStepInputSchema = z.object({
  stepId: IdSchema,
  optionId: IdSchema,
  quantity: z.number().int().min(1).max(1000),
});

/** One cart item as the client sends it; prices are never accepted from the client. */
export const CartItemInputSchema = z.object({
  /** The 3D file (spec: referencedId). */
  referencedId: IdSchema,
  printModeId: IdSchema,
  surfaceFinishId: IdSchema,
  colorId: IdSchema,
  scale: ScaleSchema.default(1),
  quantity: QuantitySchema.default(1),
  /** Defaults to the file's own unit. */
  givenUnitOfLength: LengthUnitSchema.optional(),
  acknowledgedRepairInfo: z.boolean().default(true),
  processingSteps: z.array(ProcessingStepInputSchema).max(20).default([]),
});
export type CartItemInput = z.input<typeof CartItemInputSchema>;

export const AddCartItemsRequestSchema = z.object({
  items: z.array(CartItemInputSchema).min(1).max(50),
});
export type AddCartItemsRequest = z.input<typeof AddCartItemsRequestSchema>;

export const CartItemPatchSchema = z
  .object({
    printModeId: IdSchema,
    surfaceFinishId: IdSchema,
    colorId: IdSchema,
    scale: ScaleSchema,
    quantity: QuantitySchema,
    givenUnitOfLength: LengthUnitSchema,
    acknowledgedRepairInfo: z.boolean(),
    processingSteps: z.array(ProcessingStepInputSchema).max(20),
  })
  .partial();

/** Spec: PATCH carries items[]; exactly one patch for the addressed item. */
export const PatchCartItemRequestSchema = z.object({
  items: z.array(CartItemPatchSchema).length(1),
});
export type PatchCartItemRequest = z.infer<typeof PatchCartItemRequestSchema>;

export const CartItemProcessingStepSchema = z.object({
  stepId: IdSchema,
  name: z.string(),
  option: z.object({ _id: IdSchema, name: z.string(), priceCents: CentsSchema }),
  quantity: z.number().int(),
});

/** Attachments (drawings, notes) of a cart line: at most 20 MB (SI) each. */
export const ATTACHMENT_MAX_BYTES = 20_000_000;
/** The file types an attachment may have, by extension (lower case, without the dot). */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'txt',
  'dxf',
  'dwg',
  'step',
  'stp',
] as const;

/** True when the file name ends in one of {@link ATTACHMENT_EXTENSIONS} (any case). */
export function isAllowedAttachmentName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}

export const AttachmentSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
});

export const CartItemSchema = z.object({
  _id: IdSchema,
  model: ModelSummarySchema,
  referencedId: IdSchema,
  printModeId: IdSchema,
  printMode: z.object({ _id: IdSchema, name: z.string() }),
  surfaceFinishId: IdSchema,
  finishId: IdSchema,
  surfaceFinish: z.object({ _id: IdSchema, name: z.string() }),
  colorId: IdSchema,
  color: z.object({ _id: IdSchema, name: z.string(), hexcode: z.string() }),
  quantity: z.number().int(),
  scale: z.number(),
  givenUnitOfLength: LengthUnitSchema,
  acknowledgedRepairInfo: z.boolean(),
  /** URL of the PNG render, or null before one was uploaded. */
  thumbnail: z.string().nullable(),
  attachments: z.array(AttachmentSchema),
  processingSteps: z.array(CartItemProcessingStepSchema),
  /** Cents for the whole line; totalPrice includes tax at the display rate. */
  pricing: z.object({ netPrice: CentsSchema, totalPrice: CentsSchema, unitNetPrice: CentsSchema }),
  beforeDiscount: z.object({ netPrice: CentsSchema }),
  /** Legacy: the line net in cents. */
  priceCents: CentsSchema,
  /** Working days of production. */
  productionTime: z.number().int(),
  /**
   * false: the price set effective now no longer offers this line's print mode, finish or colour
   * (or its limits no longer fit): the prices are the last ones, the checkout refuses the line.
   */
  isAvailable: z.boolean(),
  /**
   * The line's configuration revision (its ETag): changes whenever the configuration, quantity or
   * processing steps change. Send it as `If-Match` on PATCH to replace the line only when nobody
   * else changed it meanwhile (409 CART_ITEM_CHANGED otherwise).
   */
  revision: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CreateCartResponseSchema = z.object({ _id: IdSchema });
export const CartResponseSchema = z.object({ _id: IdSchema, items: z.array(CartItemSchema) });
export type CartResponse = z.infer<typeof CartResponseSchema>;
export const CartItemsResponseSchema = z.object({ items: z.array(CartItemSchema) });
export type CartItemsResponse = z.infer<typeof CartItemsResponseSchema>;
export const AddCartItemsResponseSchema = z.object({
  cart: z.object({ items: z.array(CartItemSchema) }),
  createdItems: z.array(z.object({ _id: IdSchema })),
});
export type AddCartItemsResponse = z.infer<typeof AddCartItemsResponseSchema>;
