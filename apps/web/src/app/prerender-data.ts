import type { QueryClient } from '@tanstack/react-query';
import type { ContentNavigation, ContentPage } from '@print/contracts';
import { splitLanguagePath } from '../lib/language';
import { queryKeys } from '../lib/server-state/query-keys';

/**
 * The server data a pre-rendered content page was rendered with. The build writes it into the
 * page as JSON (#prerendered-data) and the client puts it into its query cache before hydrating,
 * so the first client render matches the HTML; marked stale, it is fetched again at once.
 */
export interface PrerenderData {
  readonly contentPage?: ContentPage;
  readonly navigation?: ContentNavigation;
}

export const PRERENDER_DATA_ID = 'prerendered-data';

/** The content service's path of a site path: '/fr/produktion/' → 'produktion'. */
export function contentSlugOf(pathname: string): string {
  return splitLanguagePath(pathname).path.replace(/^\/+|\/+$/g, '');
}

export function seedQueryCache(client: QueryClient, pathname: string, data: PrerenderData): void {
  const { language } = splitLanguagePath(pathname);
  const options = { updatedAt: 1 };
  if (data.contentPage) {
    client.setQueryData(
      queryKeys.contentPage(language, contentSlugOf(pathname)),
      data.contentPage,
      options,
    );
  }
  if (data.navigation) {
    client.setQueryData(queryKeys.contentNavigation(language), data.navigation, options);
  }
}

/** JSON safe inside a <script> element (no `</script>` or `<!--` can close or confuse it). */
export function serializePrerenderData(data: PrerenderData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
