import {
  LanguageSchema,
  NAVIGATION_LISTS,
  type ContentElement,
  type ContentFile,
  type ContentGallery,
  type ContentNavigation,
  type ContentPage,
  type Language,
  type NavigationItem,
} from '@print/contracts';
import type { ContentPageRow } from './content.repository.js';
import type { ElementSource, MediaRef, MediaRegistry, StoredPage } from './content-source.js';

const LANGUAGES = LanguageSchema.options;
const LOCALES: Record<Language, { locale: string; hreflang: string; title: string }> = {
  de: { locale: 'de-CH', hreflang: 'de-CH', title: 'Deutsch' },
  en: { locale: 'en-GB', hreflang: 'en', title: 'English' },
  fr: { locale: 'fr-CH', hreflang: 'fr-CH', title: 'Français' },
};

/** The site path of a page: German at the root, English under /en, French under /fr. */
export function pageLink(path: string, lang: Language): string {
  const prefix = lang === 'de' ? '' : `/${lang}`;
  return path === '' ? prefix || '/' : `${prefix}/${path}`;
}

export interface ContentPageEntry {
  readonly row: ContentPageRow;
  readonly stored: StoredPage;
}

function toFile(registry: MediaRegistry, ref: MediaRef): ContentFile {
  const entry = registry[ref.ref];
  if (!entry) throw new Error(`media ${ref.ref} missing from its page row`);
  return {
    publicUrl: entry.publicUrl,
    properties: {
      title: ref.title,
      alternative: ref.alt,
      mimeType: entry.mimeType,
      width: entry.width,
      height: entry.height,
      size: entry.size,
      srcset: entry.srcset,
    },
  };
}

function toGallery(registry: MediaRegistry, element: ElementSource): ContentGallery | null {
  if (element.images.length === 0) return null;
  const files = element.images.map((ref) => toFile(registry, ref));
  const columns = Math.min(element.columns, files.length);
  const rows: ContentGallery['rows'] = {};
  files.forEach((file, i) => {
    const row = String(Math.floor(i / columns) + 1);
    const column = String((i % columns) + 1);
    rows[row] ??= { columns: {} };
    rows[row].columns[column] = file;
  });
  return {
    position: element.imagePosition,
    count: { files: files.length, columns, rows: Math.ceil(files.length / columns) },
    rows,
  };
}

export interface BuildContext {
  readonly shopEmail: string;
  /** Child pages of a path in a language, for menus of sub-pages. */
  readonly childrenOf: (path: string, lang: Language) => readonly ContentPageEntry[];
}

function toElement(
  entry: ContentPageEntry,
  element: ElementSource,
  index: number,
  lang: Language,
  context: BuildContext,
): ContentElement {
  const registry = entry.stored.registry;
  const menu =
    element.type === 'menu_subpages'
      ? context.childrenOf(entry.row.path, lang).map((child) => ({
          title: child.stored.page.navTitle ?? child.stored.page.title,
          link: pageLink(child.row.path, lang),
          abstract: child.stored.page.abstract || child.stored.page.description,
        }))
      : [];
  return {
    id: entry.row.uid * 100 + index + 1,
    type: element.type,
    colPos: element.colPos,
    appearance: {
      layout: element.layout,
      frameClass: element.frameClass,
      spaceBefore: '',
      spaceAfter: '',
    },
    content: {
      header: element.header,
      subheader: element.subheader,
      headerLayout: element.headerLayout,
      headerPosition: element.headerPosition,
      headerLink: element.headerLink,
      bodytext: element.bodytext,
      gallery: toGallery(registry, element),
      items: element.items,
      bulletsType: element.ordered ? 1 : 0,
      table: element.table
        ? {
            caption: element.table.caption,
            headerPosition: element.table.header ? 1 : 0,
            rows: element.table.rows,
          }
        : null,
      media: element.files.map((ref) => toFile(registry, ref)),
      menu,
      email: element.type === 'form_contact' ? context.shopEmail : '',
    },
  };
}

/** One page in one language in the headless shape; `ancestors` run from the start page down. */
export function buildPage(
  entry: ContentPageEntry,
  lang: Language,
  ancestors: readonly ContentPageEntry[],
  context: BuildContext,
): ContentPage {
  const { row, stored } = entry;
  const page = stored.page;
  const content: Record<string, ContentElement[]> = {};
  page.elements.forEach((element, index) => {
    const key = `colPos${element.colPos}`;
    (content[key] ??= []).push(toElement(entry, element, index, lang, context));
  });
  content.colPos0 ??= [];
  const ogImageRef = stored.media[0];
  const ogImage = ogImageRef
    ? toFile(stored.registry, { ref: ogImageRef, alt: '', title: '' })
    : null;
  const link = pageLink(row.path, lang);
  return {
    id: row.uid,
    type: 'Standard',
    slug: link,
    media: stored.media.map((ref) => toFile(stored.registry, { ref, alt: '', title: '' })),
    seo: {
      title: page.title,
      description: page.description,
      canonical: link,
      robots: { noIndex: stored.noIndex, noFollow: false },
      ogTitle: page.title,
      ogDescription: page.description,
      ogImage,
    },
    meta: { title: page.title, subtitle: page.subtitle, abstract: page.abstract },
    breadcrumbs: [...ancestors, entry].map((crumb) => ({
      title: crumb.stored.page.navTitle ?? crumb.stored.page.title,
      link: pageLink(crumb.row.path, lang),
      current: crumb === entry,
    })),
    appearance: { layout: stored.layout, backendLayout: 'default' },
    content,
    i18n: LANGUAGES.map((language) => ({
      twoLetterIsoCode: language,
      ...LOCALES[language],
      link: pageLink(row.path, language),
      active: language === lang,
      available: true,
    })),
  };
}

function toNavItem(entry: ContentPageEntry, lang: Language, context: BuildContext): NavigationItem {
  return {
    title: entry.stored.page.navTitle ?? entry.stored.page.title,
    link: pageLink(entry.row.path, lang),
    children: context.childrenOf(entry.row.path, lang).map((child) => ({
      title: child.stored.page.navTitle ?? child.stored.page.title,
      link: pageLink(child.row.path, lang),
    })),
  };
}

/** The five lists of one language, each in the pages' sort order, with their sub-pages. */
export function buildNavigation(
  entries: readonly ContentPageEntry[],
  lang: Language,
  context: BuildContext,
): ContentNavigation {
  const lists = Object.fromEntries(
    NAVIGATION_LISTS.map((list) => [
      list,
      entries
        .filter((entry) => entry.row.language === lang && entry.row.navigation.includes(list))
        .map((entry) => toNavItem(entry, lang, context)),
    ]),
  );
  return lists as ContentNavigation;
}
