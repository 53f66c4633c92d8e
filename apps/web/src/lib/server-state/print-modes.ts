import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PrintMode } from '@print/contracts';
import { requestJson } from '../api-client';
import { contractSchemas } from '../contracts';
import type { Language } from '../language';
import { queryKeys } from './query-keys';

/** GET /api/print-modes: modes with finishes, colours and processing steps, in the page language. */
export async function fetchPrintModes(): Promise<PrintMode[]> {
  const body = await requestJson('/print-modes');
  return (await contractSchemas.catalog()).PrintModesResponseSchema.parse(body).printModes;
}

const PRINT_MODES_STALE_MS = 5 * 60_000;

/** The catalogue, fetched once per language and shared by the configurator and the cart. */
export function usePrintModes(language: Language) {
  return useQuery({
    queryKey: queryKeys.printModes(language),
    queryFn: fetchPrintModes,
    staleTime: PRINT_MODES_STALE_MS,
  });
}

/** Fetches the catalogue ahead of the screen that shows it (kept as `usePrintModes` keeps it). */
export function prefetchPrintModes(queryClient: QueryClient, language: Language): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: queryKeys.printModes(language),
    queryFn: fetchPrintModes,
    staleTime: PRINT_MODES_STALE_MS,
  });
}
