import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BatchCalculationResponseSchema,
  type BatchCalculationRequest,
  type BatchCalculationResult,
} from '@print/contracts';
import { requestJson } from '../../../lib/api-client';

/** POST /api/pricing/batch-calculations: every configuration of the file in one call. */
export async function fetchBatchPrices(
  request: BatchCalculationRequest,
  signal?: AbortSignal,
): Promise<BatchCalculationResult[]> {
  const body = await requestJson('/pricing/batch-calculations', {
    method: 'POST',
    body: request,
    ...(signal ? { signal } : {}),
  });
  return BatchCalculationResponseSchema.parse(body);
}

/** Prices for a (debounced) request; null means "nothing to ask yet" (no modes, invalid scale). */
export function useBatchPrices(request: BatchCalculationRequest | null) {
  return useQuery({
    queryKey: ['batch-prices', request] as const,
    queryFn: ({ signal }) => {
      if (request === null) throw new Error('disabled query ran');
      return fetchBatchPrices(request, signal);
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
