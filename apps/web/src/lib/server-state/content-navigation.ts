import { useQuery } from '@tanstack/react-query';
import type { ContentNavigation } from '@print/contracts';
import { requestJson } from '../api-client';
import { contractSchemas } from '../contracts';
import type { Language } from '../language';
import { queryKeys } from './query-keys';

/** GET /api/content/navigation: main, top, content and footer lists of the content service. */
export async function fetchContentNavigation(language: Language): Promise<ContentNavigation> {
  const body = await requestJson(`/content/navigation?lang=${encodeURIComponent(language)}`);
  return (await contractSchemas.content()).ContentNavigationSchema.parse(body);
}

export function useContentNavigation(language: Language) {
  return useQuery({
    queryKey: queryKeys.contentNavigation(language),
    queryFn: () => fetchContentNavigation(language),
    staleTime: 5 * 60_000,
  });
}
