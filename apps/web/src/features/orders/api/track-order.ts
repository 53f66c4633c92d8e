import { useQuery } from '@tanstack/react-query';
import {
  LegacyOrderSchema,
  type LegacyOrder,
  type LegacyTrackOrderRequest,
} from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/server-state/query-keys';

/**
 * POST /api/rest_api/trackorder.php with the order number and e-mail as a JSON body (never in a
 * URL: the address stays out of server logs and browser history): the old shop's orders and the
 * current ones; null when none matches (the same answer for a wrong e-mail).
 */
export async function fetchLegacyOrder(
  request: LegacyTrackOrderRequest,
): Promise<LegacyOrder | null> {
  try {
    return LegacyOrderSchema.parse(
      await requestJson('/rest_api/trackorder.php', { method: 'POST', body: request }),
    );
  } catch (error) {
    // No such pair (404) or a number that no order can have (400): the same plain answer.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The legacy order of a submitted tracking form; nothing is fetched before a submit (null). */
export function useLegacyOrder(request: LegacyTrackOrderRequest | null) {
  return useQuery({
    queryKey: queryKeys.legacyOrder(request?.orderId ?? '', request?.email ?? ''),
    queryFn: () => (request === null ? null : fetchLegacyOrder(request)),
    enabled: request !== null,
    retry: false,
  });
}
