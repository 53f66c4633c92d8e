import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';
import { contractSchemas } from '../../../lib/contracts';
import type { Language } from '../../../lib/language';
import { queryKeys } from '../../../lib/server-state/query-keys';

/** GET /api/content/page: one page by its path inside the language ('' = start page). */
export async function fetchContentPage(language: Language, path: string): Promise<ContentPage> {
  const query = new URLSearchParams({ slug: path === '' ? '/' : path, lang: language });
  const body = await requestJson(`/content/page?${query.toString()}`);
  return (await contractSchemas.content()).ContentPageSchema.parse(body);
}

/** True when the content service says the page does not exist (as opposed to failing). */
export function isPageNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'CONTENT_PAGE_NOT_FOUND' || error.code === 'VALIDATION_FAILED')
  );
}

export function useContentPage(language: Language, path: string) {
  return useQuery({
    queryKey: queryKeys.contentPage(language, path),
    queryFn: () => fetchContentPage(language, path),
    staleTime: 5 * 60_000,
    // A missing page stays missing; a failing service is tried once more before /not-available.
    retry: (failureCount, error) => !isPageNotFound(error) && failureCount < 1,
  });
}
