import { useQuery } from '@tanstack/react-query';
import { PrintModesResponseSchema, type PrintMode } from '@print/contracts';
import { requestJson } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';

/** GET /api/print-modes: modes with finishes and colours, texts in the request's language. */
export async function fetchPrintModes(): Promise<PrintMode[]> {
  return PrintModesResponseSchema.parse(await requestJson('/print-modes')).printModes;
}

export function usePrintModes(language: Language) {
  return useQuery({
    queryKey: ['print-modes', language] as const,
    queryFn: fetchPrintModes,
    staleTime: 5 * 60_000,
  });
}
