import { useQuery } from '@tanstack/react-query';
import {
  AdminCreditNoteOverviewSchema,
  AdminCreditNoteSchema,
  CreditNoteAmountsSchema,
  type AdminCreditNote,
  type AdminCreditNoteOverview,
  type CreditNoteAmountsView,
  type CreditNoteRequest,
} from '@print/contracts';
import { API_BASE_PATH } from '../../../lib/config';
import { deskRequest, toQueryString } from './desk-client';

export const creditNoteKeys = {
  overview: (orderId: string) => ['desk', 'orders', 'credit-notes', orderId] as const,
};

const base = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/credit-notes`;

/** GET /api/admin/orders/:orderId/credit-notes: the invoice, what is left, the credit notes. */
export function useCreditNotes(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: creditNoteKeys.overview(orderId),
    queryFn: async ({ signal }): Promise<AdminCreditNoteOverview> =>
      AdminCreditNoteOverviewSchema.parse(await deskRequest(base(orderId), { signal })),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/** POST …/credit-notes/preview: the server's amounts for the request (nothing is written). */
export async function previewCreditNote(
  orderId: string,
  request: CreditNoteRequest,
): Promise<CreditNoteAmountsView> {
  return CreditNoteAmountsSchema.parse(
    await deskRequest(`${base(orderId)}/preview`, { method: 'POST', body: { request } }),
  );
}

/** POST …/credit-notes: issues the credit note (audit-logged on the server). */
export async function createCreditNote(
  orderId: string,
  request: CreditNoteRequest,
  reason: string,
): Promise<AdminCreditNote> {
  return AdminCreditNoteSchema.parse(
    await deskRequest(base(orderId), { method: 'POST', body: { request, reason } }),
  );
}

/** The CSV download of the accounting export (a plain link: the staff cookie goes along). */
export function accountingExportUrl(from: string, to: string): string {
  return `${API_BASE_PATH}/admin/accounting/export${toQueryString({ from, to })}`;
}
