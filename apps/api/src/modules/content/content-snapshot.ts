import {
  LanguageSchema,
  type ContentNavigation,
  type ContentPage,
  type Language,
} from '@print/contracts';
import type { ContentPageRow } from './content.repository.js';
import type { StoredPage } from './content-source.js';
import {
  buildNavigation,
  buildPage,
  pageLink,
  type BuildContext,
  type ContentPageEntry,
} from './content-build.js';

const LANGUAGES = LanguageSchema.options;

/**
 * Every page and navigation list, built once per load: a request is a map lookup. The pages are
 * few (dozens), so building all of them up front costs a few milliseconds per load.
 */
export class ContentSnapshot {
  private readonly pages = new Map<string, ContentPage>();
  private readonly navigation = new Map<Language, ContentNavigation>();
  /** Page links by language, for the sitemap and the server's page list. */
  readonly links: readonly { readonly path: string; readonly noIndex: boolean }[];

  constructor(rows: readonly ContentPageRow[], shopEmail: string) {
    const entries: ContentPageEntry[] = rows.map((row) => ({
      row,
      stored: row.source as unknown as StoredPage,
    }));
    const byKey = new Map(entries.map((entry) => [key(entry.row.path, entry.row.language), entry]));
    const context: BuildContext = {
      shopEmail,
      childrenOf: (path, lang) =>
        entries.filter(
          (entry) =>
            entry.row.language === lang && entry.row.parentPath === path && path !== entry.row.path,
        ),
    };
    for (const entry of entries) {
      const lang = entry.row.language;
      const ancestors: ContentPageEntry[] = [];
      for (let parent = entry.row.parentPath; parent !== null;) {
        const found = byKey.get(key(parent, lang));
        if (!found) break;
        ancestors.unshift(found);
        parent = found.row.parentPath;
      }
      this.pages.set(key(entry.row.path, lang), buildPage(entry, lang, ancestors, context));
    }
    for (const lang of LANGUAGES) {
      this.navigation.set(lang, buildNavigation(entries, lang, context));
    }
    this.links = entries
      .filter((entry) => entry.row.language === 'de')
      .map((entry) => ({ path: entry.row.path, noIndex: entry.stored.noIndex }));
  }

  page(path: string, lang: Language): ContentPage | undefined {
    return this.pages.get(key(path, lang));
  }

  navigationOf(lang: Language): ContentNavigation {
    const navigation = this.navigation.get(lang);
    if (!navigation) throw new Error(`no navigation for ${lang}`);
    return navigation;
  }

  /** The page a site path names (`/en/datenschutz` → en + datenschutz), if any. */
  pageAt(sitePath: string): ContentPage | undefined {
    const segments = sitePath.split('/').filter((segment) => segment !== '');
    const first = segments[0];
    const lang: Language = first === 'en' || first === 'fr' ? first : 'de';
    const rest = lang === 'de' ? segments : segments.slice(1);
    const page = this.page(rest.join('/'), lang);
    return page && page.slug === pageLink(rest.join('/'), lang) ? page : undefined;
  }
}

function key(path: string, lang: string): string {
  return `${lang}:${path}`;
}
