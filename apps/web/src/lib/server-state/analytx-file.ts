import { useQuery } from '@tanstack/react-query';
import { AnalytxFileSchema, type AnalytxFile } from '@print/contracts';
import { requestJson } from '../api-client';
import { queryKeys } from './query-keys';

/** GET /api/analytx/file/{id}: dimensions, repair info, 3MF path (spec 1 §7). */
export async function fetchAnalytxFile(fileId: string): Promise<AnalytxFile> {
  return AnalytxFileSchema.parse(await requestJson(`/analytx/file/${encodeURIComponent(fileId)}`));
}

export function useAnalytxFile(fileId: string | null) {
  return useQuery({
    queryKey: queryKeys.analytxFile(fileId ?? ''),
    queryFn: () => fetchAnalytxFile(fileId ?? ''),
    enabled: fileId !== null,
    staleTime: Infinity,
  });
}
