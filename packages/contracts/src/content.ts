import { z } from 'zod';
import { LanguageSchema } from './common.js';

/**
 * Content pages in the shape of TYPO3's headless extension (page `{id, type, slug, seo, meta,
 * breadcrumbs, appearance, content: {colPos0: [...]}, i18n}`), so that a real TYPO3 could answer
 * instead of the content module. HTML fields (`bodytext`) are sanitized on import; browsers
 * sanitize them again before rendering.
 */

/** Element types the web renders; any other type string is shown as an unsupported element. */
export const CONTENT_ELEMENT_TYPES = [
  'header',
  'text',
  'textpic',
  'image',
  'bullets',
  'table',
  'uploads',
  'menu_subpages',
  'video',
  'div',
  'html',
  'materials_overview',
  'form_contact',
] as const;
export type KnownContentElementType = (typeof CONTENT_ELEMENT_TYPES)[number];

/** Layouts of text-and-pictures elements (spec 1 §9). */
export const TEXTPIC_LAYOUTS = [
  'default',
  'layout-1',
  'layout-2',
  'layout-3',
  'layout-4',
  'layout-5',
  'layout-6',
  'layout-7',
] as const;

/** A file (image, download, video) under the site's /content path. */
export const ContentFileSchema = z.object({
  publicUrl: z.string(),
  properties: z.object({
    title: z.string(),
    alternative: z.string(),
    mimeType: z.string(),
    /** Intrinsic size in pixels (images and videos), 0 when not an image. */
    width: z.number().int().nonnegative(),
    height: z.number().int().nonnegative(),
    /** Bytes, for downloads. */
    size: z.number().int().nonnegative(),
    /** Other widths of the same image, for srcset. */
    srcset: z.array(z.object({ publicUrl: z.string(), width: z.number().int().positive() })),
  }),
});
export type ContentFile = z.infer<typeof ContentFileSchema>;

export const ContentLinkSchema = z.object({ url: z.string(), title: z.string() });

export const ContentGallerySchema = z.object({
  position: z.object({
    horizontal: z.enum(['left', 'center', 'right']),
    vertical: z.enum(['above', 'below', 'intext']),
  }),
  count: z.object({
    files: z.number().int().nonnegative(),
    columns: z.number().int().positive(),
    rows: z.number().int().nonnegative(),
  }),
  /** Rows keyed "1".."n", each with columns keyed "1".."m" (TYPO3's gallery processor). */
  rows: z.record(z.string(), z.object({ columns: z.record(z.string(), ContentFileSchema) })),
});
export type ContentGallery = z.infer<typeof ContentGallerySchema>;

export const ContentElementSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  colPos: z.number().int().nonnegative(),
  appearance: z.object({
    layout: z.string(),
    frameClass: z.string(),
    spaceBefore: z.string(),
    spaceAfter: z.string(),
  }),
  content: z.object({
    header: z.string(),
    subheader: z.string(),
    /** 0 = default (h2), 1 = h2, 2 = h3; 100 hides the header (TYPO3). */
    headerLayout: z.number().int(),
    headerPosition: z.enum(['left', 'center', 'right', '']),
    headerLink: ContentLinkSchema.nullable(),
    /** Sanitized HTML. */
    bodytext: z.string(),
    gallery: ContentGallerySchema.nullable(),
    /** bullets: one text per item; bulletsType 0 unordered, 1 ordered. */
    items: z.array(z.string()),
    bulletsType: z.number().int(),
    /** table: first row is the head when tableHeaderPosition is 1. */
    table: z
      .object({
        caption: z.string(),
        headerPosition: z.number().int(),
        rows: z.array(z.array(z.string())),
      })
      .nullable(),
    /** uploads (downloads) and video files. */
    media: z.array(ContentFileSchema),
    /** menu_subpages: the child pages of the element's page. */
    menu: z.array(z.object({ title: z.string(), link: z.string(), abstract: z.string() })),
    /** form_contact: the address the placeholder writes to (SHOP_EMAIL). */
    email: z.string(),
  }),
});
export type ContentElement = z.infer<typeof ContentElementSchema>;

export const BreadcrumbSchema = z.object({
  title: z.string(),
  link: z.string(),
  current: z.boolean(),
});

export const PageLanguageSchema = z.object({
  twoLetterIsoCode: LanguageSchema,
  locale: z.string(),
  hreflang: z.string(),
  title: z.string(),
  link: z.string(),
  active: z.boolean(),
  available: z.boolean(),
});

export const ContentPageSchema = z.object({
  id: z.number().int(),
  type: z.literal('Standard'),
  /** The page's path in its language, e.g. `/en/datenschutz`. */
  slug: z.string(),
  media: z.array(ContentFileSchema),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    /** Path of the canonical URL (the web prefixes the origin). */
    canonical: z.string(),
    robots: z.object({ noIndex: z.boolean(), noFollow: z.boolean() }),
    ogTitle: z.string(),
    ogDescription: z.string(),
    ogImage: ContentFileSchema.nullable(),
  }),
  meta: z.object({ title: z.string(), subtitle: z.string(), abstract: z.string() }),
  breadcrumbs: z.array(BreadcrumbSchema),
  appearance: z.object({ layout: z.string(), backendLayout: z.string() }),
  content: z.record(z.string(), z.array(ContentElementSchema)),
  i18n: z.array(PageLanguageSchema),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

const NavigationLinkSchema = z.object({ title: z.string(), link: z.string() });
/** Two levels, as the shop's menus show them (a top-level page and its sub-pages). */
export const NavigationItemSchema = NavigationLinkSchema.extend({
  children: z.array(NavigationLinkSchema),
});
export type NavigationItem = z.infer<typeof NavigationItemSchema>;

export const NAVIGATION_LISTS = ['main', 'top', 'content', 'footerLeft', 'footerRight'] as const;
export type NavigationList = (typeof NAVIGATION_LISTS)[number];

export const ContentNavigationSchema = z.object({
  main: z.array(NavigationItemSchema),
  top: z.array(NavigationItemSchema),
  content: z.array(NavigationItemSchema),
  footerLeft: z.array(NavigationItemSchema),
  footerRight: z.array(NavigationItemSchema),
});
export type ContentNavigation = z.infer<typeof ContentNavigationSchema>;

/** A page path inside a language: lower-case segments; '' or '/' is the start page. */
export const ContentSlugSchema = z
  .string()
  .max(200)
  .regex(/^\/?([a-z0-9-]+(\/[a-z0-9-]+)*)?\/?$/);

export const ContentPageQuerySchema = z.object({
  slug: ContentSlugSchema,
  lang: LanguageSchema.optional(),
});
export const ContentNavigationQuerySchema = z.object({ lang: LanguageSchema.optional() });

/**
 * The one allow-list for HTML in content data (bodytext, raw HTML elements), used by the API's
 * sanitizer on import and by the browser's before rendering: text structure, links and tables; no
 * scripts, styles, event handlers, iframes or forms.
 */
export const CONTENT_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'abbr',
  'code',
  'pre',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
] as const;

/** The attributes each tag may keep (HTML names); every other attribute is dropped. */
export const CONTENT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'hreflang'],
  abbr: ['title'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  span: ['lang'],
};

/** Link schemes a content `href` may use; relative paths and anchors are allowed too. */
export const CONTENT_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** http(s), mailto, tel, same-site paths and anchors; never javascript:, data: or //host. */
export const CONTENT_SAFE_URL = new RegExp(
  `^(?:(?:${CONTENT_URL_SCHEMES.join('|')}):|/(?!/)|#)`,
  'i',
);
