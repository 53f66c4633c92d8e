import { useQuery } from '@tanstack/react-query';
import { LegacyOrderSchema, type LegacyOrder } from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/server-state/query-keys';

/**
 * GET /api/rest_api/trackorder.php with the route's query parameters (spec 2 §7: orderId and
 * email); null when no legacy order matches (404, the same answer for a wrong e-mail).
 */
export async function fetchLegacyOrder(search: string): Promise<LegacyOrder | null> {
  try {
    return LegacyOrderSchema.parse(await requestJson(`/rest_api/trackorder.php?${search}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useLegacyOrder(search: string) {
  return useQuery({
    queryKey: queryKeys.legacyOrder(search),
    queryFn: () => fetchLegacyOrder(search),
    enabled: search !== '',
    retry: false,
  });
}
