import { z } from 'zod';

/*
 * New catalogue entries and their texts on the desk (issue 26 item 6, decision 0029): owners add
 * a colour, a finish or a print mode (material + method) without code. An entry is added into
 * the draft price set with its prices empty; it is offered once a set that holds it (complete,
 * published) is effective. Names and texts are edited directly (audit-logged).
 */

/** Ids are part of URLs and cart lines: lower-case letters, digits and dashes. */
export const CatalogueEntryIdSchema = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/, 'ENTRY_ID_INVALID');

const TextSchema = z.string().trim().min(1, 'TEXT_REQUIRED').max(2000, 'TEXT_TOO_LONG');
const NameSchema = z.string().trim().min(1, 'TEXT_REQUIRED').max(80, 'TEXT_TOO_LONG');

/** A name in the three shop languages. */
export const LocalizedNameSchema = z.object({ de: NameSchema, en: NameSchema, fr: NameSchema });
/** A longer text in the three shop languages. */
export const LocalizedTextSchema = z.object({ de: TextSchema, en: TextSchema, fr: TextSchema });
export type LocalizedTextInput = z.infer<typeof LocalizedTextSchema>;

/** The draft the entry is added to and its lock version (the answer is the draft again). */
const DraftRefSchema = {
  priceSetId: z.string().min(1).max(64),
  lockVersion: z.number().int(),
};

export const NewColorRequestSchema = z.object({
  ...DraftRefSchema,
  id: CatalogueEntryIdSchema,
  name: LocalizedNameSchema,
  hexcode: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'HEXCODE_INVALID'),
  /** The finishes that offer it (at least one). */
  surfaceFinishIds: z.array(z.string().min(1).max(64)).min(1).max(200),
});
export type NewColorRequest = z.infer<typeof NewColorRequestSchema>;

export const NewFinishRequestSchema = z.object({
  ...DraftRefSchema,
  id: CatalogueEntryIdSchema,
  printModeId: z.string().min(1).max(64),
  name: LocalizedNameSchema,
  description: LocalizedTextSchema,
  /** The colours it comes in (at least one). */
  colorIds: z.array(z.string().min(1).max(64)).min(1).max(200),
});
export type NewFinishRequest = z.infer<typeof NewFinishRequestSchema>;

export const NewPrintModeRequestSchema = z.object({
  ...DraftRefSchema,
  id: CatalogueEntryIdSchema,
  /**
   * An existing print mode whose machine figures (resolution, ranking, limits, quantity breaks,
   * processing steps) the new one starts with; limits and breaks are then edited in the draft.
   */
  copyOf: z.string().min(1).max(64),
  materialName: NameSchema,
  methodName: NameSchema,
  name: LocalizedNameSchema,
  description: LocalizedTextSchema,
  surfaceQuality: LocalizedTextSchema,
  applications: LocalizedTextSchema,
});
export type NewPrintModeRequest = z.infer<typeof NewPrintModeRequestSchema>;

export const CatalogueEntryKindSchema = z.enum(['print-modes', 'surface-finishes', 'colors']);
export type CatalogueEntryKind = z.infer<typeof CatalogueEntryKindSchema>;

export const CatalogueEntryParamsSchema = z.object({
  kind: CatalogueEntryKindSchema,
  entryId: z.string().min(1).max(64),
});

/** Texts of an entry changed directly; only the fields sent (those the entry's kind has). */
export const EditEntryTextsRequestSchema = z.object({
  name: LocalizedNameSchema.optional(),
  description: LocalizedTextSchema.optional(),
  surfaceQuality: LocalizedTextSchema.optional(),
  applications: LocalizedTextSchema.optional(),
});
export type EditEntryTextsRequest = z.infer<typeof EditEntryTextsRequestSchema>;

const StoredTextSchema = z.object({ de: z.string(), en: z.string(), fr: z.string() });

/** An entry's texts as the desk edits them (all languages; null: the kind has no such text). */
export const CatalogueEntryTextsSchema = z.object({
  kind: CatalogueEntryKindSchema,
  id: z.string(),
  name: StoredTextSchema,
  description: StoredTextSchema.nullable(),
  surfaceQuality: StoredTextSchema.nullable(),
  applications: StoredTextSchema.nullable(),
});
export type CatalogueEntryTexts = z.infer<typeof CatalogueEntryTextsSchema>;

export const CatalogueEntryTextsListSchema = z.object({
  items: z.array(CatalogueEntryTextsSchema),
});
export type CatalogueEntryTextsList = z.infer<typeof CatalogueEntryTextsListSchema>;
