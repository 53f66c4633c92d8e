import { z } from 'zod';
import { NAVIGATION_LISTS } from '@print/contracts';

/**
 * The data files under apps/api/content: `media.json` (images and downloads by key) and one
 * `pages/<name>.json` per page holding its three languages. Editing a page is editing its file;
 * the import at start writes the changed files to the database.
 */

const SAFE_URL = /^(\/(?!\/)|#|https:\/\/|http:\/\/|mailto:|tel:)/;
const UrlSchema = z.string().max(500).regex(SAFE_URL, 'a relative, http(s), mailto or tel URL');

export const MediaEntrySchema = z.object({
  publicUrl: UrlSchema,
  mimeType: z.string(),
  width: z.number().int().nonnegative().default(0),
  height: z.number().int().nonnegative().default(0),
  size: z.number().int().nonnegative().default(0),
  srcset: z
    .array(z.object({ publicUrl: UrlSchema, width: z.number().int().positive() }))
    .default([]),
});
export type MediaEntry = z.infer<typeof MediaEntrySchema>;
export const MediaRegistrySchema = z.record(z.string(), MediaEntrySchema);
export type MediaRegistry = z.infer<typeof MediaRegistrySchema>;

/** A use of a registered file, with its texts in the page's language. */
const MediaRefSchema = z.object({
  ref: z.string(),
  alt: z.string().default(''),
  title: z.string().default(''),
});
export type MediaRef = z.infer<typeof MediaRefSchema>;

const HtmlSchema = z.union([z.string(), z.array(z.string())]).transform((value) => {
  return Array.isArray(value) ? value.join('\n') : value;
});

export const ElementSourceSchema = z.object({
  /** Any string: types the web does not know show the "cannot be displayed" box. */
  type: z.string().min(1),
  colPos: z.number().int().nonnegative().default(0),
  layout: z.string().default('default'),
  frameClass: z.string().default('default'),
  header: z.string().default(''),
  subheader: z.string().default(''),
  headerLayout: z.number().int().default(0),
  headerPosition: z.enum(['left', 'center', 'right', '']).default(''),
  headerLink: z
    .object({ url: UrlSchema, title: z.string().default('') })
    .nullable()
    .default(null),
  bodytext: HtmlSchema.default(''),
  images: z.array(MediaRefSchema).default([]),
  imagePosition: z
    .object({
      horizontal: z.enum(['left', 'center', 'right']).default('center'),
      vertical: z.enum(['above', 'below', 'intext']).default('above'),
    })
    .default({ horizontal: 'center', vertical: 'above' }),
  columns: z.number().int().min(1).max(6).default(1),
  items: z.array(z.string()).default([]),
  ordered: z.boolean().default(false),
  table: z
    .object({
      caption: z.string().default(''),
      header: z.boolean().default(true),
      rows: z.array(z.array(z.string())),
    })
    .nullable()
    .default(null),
  files: z.array(MediaRefSchema).default([]),
});
export type ElementSource = z.infer<typeof ElementSourceSchema>;

export const LocalizedPageSourceSchema = z.object({
  title: z.string().min(1),
  navTitle: z.string().optional(),
  description: z.string().min(1).max(300),
  subtitle: z.string().default(''),
  abstract: z.string().default(''),
  elements: z.array(ElementSourceSchema),
});
export type LocalizedPageSource = z.infer<typeof LocalizedPageSourceSchema>;

export const PageSourceSchema = z.object({
  /** Page number (TYPO3's uid): element ids derive from it. */
  uid: z.number().int().positive(),
  /** The same path in every language: '' is the start page, 'produktion/materialien' a sub-page. */
  path: z.string().regex(/^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/),
  navigation: z.array(z.enum(NAVIGATION_LISTS)).default([]),
  sort: z.number().int().default(0),
  layout: z.string().default('default'),
  noIndex: z.boolean().default(false),
  media: z.array(z.string()).default([]),
  languages: z.object({
    de: LocalizedPageSourceSchema,
    en: LocalizedPageSourceSchema,
    fr: LocalizedPageSourceSchema,
  }),
});
export type PageSource = z.infer<typeof PageSourceSchema>;

/** What one database row keeps of a page in one language (JSON, HTML sanitized). */
export interface StoredPage {
  readonly layout: string;
  readonly noIndex: boolean;
  readonly media: readonly string[];
  readonly page: LocalizedPageSource;
  readonly registry: MediaRegistry;
}

/** The parent of a path: 'a/b' → 'a', 'a' → '' (the start page), '' → null. */
export function parentPathOf(path: string): string | null {
  if (path === '') return null;
  const cut = path.lastIndexOf('/');
  return cut === -1 ? '' : path.slice(0, cut);
}
