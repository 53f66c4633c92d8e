import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditPageSchema } from '@print/contracts';
import type { z } from 'zod';
import { deskRequest, toQueryString } from './desk-client';

export type AuditPage = z.infer<typeof AuditPageSchema>;

export interface AuditFilters {
  readonly staffId: string;
  readonly orderId: string;
  readonly from: string;
  readonly to: string;
  readonly page: number;
}

/** GET /api/admin/audit (owners): newest first, filtered by staff, order and day. */
export function useAuditPage(filters: AuditFilters) {
  const path = `/admin/audit${toQueryString({
    staffId: filters.staffId,
    orderId: filters.orderId,
    from: filters.from,
    to: filters.to,
    page: filters.page > 1 ? String(filters.page) : undefined,
  })}`;
  return useQuery({
    queryKey: ['desk', 'audit', path],
    queryFn: async ({ signal }) => AuditPageSchema.parse(await deskRequest(path, { signal })),
    placeholderData: keepPreviousData,
  });
}
