import { useQuery } from '@tanstack/react-query';
import { CustomerCreditNoteListSchema, type CustomerCreditNoteList } from '@print/contracts';
import { requestJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/server-state/query-keys';

/**
 * GET /api/checkout/order/{orderId}/credit-notes: the order's credit notes (their PDFs are served
 * as stored). Under the order's key, so refreshing the order refreshes them too.
 */
export function useOrderCreditNotes(orderId: string) {
  return useQuery({
    queryKey: [...queryKeys.order(orderId), 'credit-notes'] as const,
    queryFn: async (): Promise<CustomerCreditNoteList> =>
      CustomerCreditNoteListSchema.parse(
        await requestJson(`/checkout/order/${encodeURIComponent(orderId)}/credit-notes`),
      ),
    staleTime: 30_000,
    retry: false,
  });
}
