import { fileURLToPath } from 'node:url';
import type { ContentService } from './content.service.js';
import { renderPageHead, renderRobots, renderSitemap, type PageHead } from './content-seo.js';

/** The data files beside the sources: apps/api/content (src/modules/content → ../../../content). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

/** What the web-app plugin asks of the content service: page heads, sitemap and robots.txt. */
export interface ContentSite {
  /** The head of the content page a site path names, or null when it names none. */
  headFor(url: string): Promise<PageHead | null>;
  sitemap(): Promise<string>;
  robots(): string;
}

export function createContentSite(content: ContentService, origin: string): ContentSite {
  return {
    async headFor(url) {
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.split('?')[0] ?? '/');
      } catch {
        return null;
      }
      const page = (await content.read()).pageAt(pathname);
      return page ? renderPageHead(page, origin) : null;
    },
    async sitemap() {
      return renderSitemap(await content.read(), origin);
    },
    robots: () => renderRobots(origin),
  };
}
