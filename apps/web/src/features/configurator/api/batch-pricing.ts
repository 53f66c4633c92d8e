import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BatchCalculationResponseSchema,
  type BatchCalculationRequest,
  type BatchCalculationResult,
} from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';

export const PRICING_RETRY_DELAY_MS = 300;

function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
import { queryKeys } from '../../../lib/server-state/query-keys';

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

export interface PricingTrigger {
  readonly request: BatchCalculationRequest;
  /** Part of the cache key only: a new selection marks the prices invalid (spec 1 §4). */
  readonly selectionKey: string;
}

/** Prices for a (debounced) trigger; null means "nothing to ask yet" (no modes, invalid scale). */
export function useBatchPrices(trigger: PricingTrigger | null) {
  const request = trigger?.request ?? null;
  return useQuery({
    queryKey: queryKeys.batchPrices(trigger),
    queryFn: ({ signal }) => {
      if (request === null) throw new Error('disabled query ran');
      return fetchBatchPrices(request, signal);
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A refused request (4xx) is final at once; only a lost connection or a 5xx is tried once
    // more, after a short pause, so that every failure is stated within about a second.
    retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
    retryDelay: PRICING_RETRY_DELAY_MS,
  });
}
