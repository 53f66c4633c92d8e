import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AdminBulkStatusChangeResponseSchema,
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  type AdminOrderDetail,
  type AdminOrderList,
} from '@print/contracts';
import type { LineVerdict, OrderStatus } from '@print/domain';
import type { z } from 'zod';
import { orderListPath, type OrderFilters } from '../utils/order-filters';
import { deskRequest } from './desk-client';

export const orderKeys = {
  list: (path: string) => ['desk', 'orders', 'list', path] as const,
  lists: ['desk', 'orders', 'list'] as const,
  detail: (orderId: string) => ['desk', 'orders', 'detail', orderId] as const,
};

/** GET /api/admin/orders with the URL's filters; the previous page stays while the next loads. */
export function useOrderList(filters: OrderFilters) {
  const path = orderListPath(filters);
  return useQuery({
    queryKey: orderKeys.list(path),
    queryFn: async ({ signal }): Promise<AdminOrderList> =>
      AdminOrderListSchema.parse(await deskRequest(path, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: async ({ signal }): Promise<AdminOrderDetail> =>
      AdminOrderDetailSchema.parse(
        await deskRequest(`/admin/orders/${encodeURIComponent(orderId)}`, { signal }),
      ),
    retry: false,
    staleTime: 0,
  });
}

export interface StatusChange {
  readonly to: OrderStatus;
  readonly reason: string;
  readonly notifyCustomer: boolean;
}

/** POST /api/admin/orders/:orderId/status with the version the member saw (409 if stale). */
export async function changeOrderStatus(
  orderId: string,
  version: number,
  change: StatusChange,
): Promise<void> {
  await deskRequest(`/admin/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    body: { ...change, version },
  });
}

export type BulkResult = z.infer<typeof AdminBulkStatusChangeResponseSchema>['results'][number];

/** POST /api/admin/orders/status: one result per order (changed, or why not). */
export async function changeOrderStatuses(
  orders: readonly { orderId: string; version: number }[],
  change: StatusChange,
): Promise<BulkResult[]> {
  const body = await deskRequest('/admin/orders/status', {
    method: 'POST',
    body: { orders, ...change },
  });
  return AdminBulkStatusChangeResponseSchema.parse(body).results;
}

/**
 * POST /api/admin/orders/:orderId/notes, or with files …/notes/upload (multipart: "text" and
 * one "file" part per file; the server checks type and size from the content).
 */
export async function addOrderNote(
  orderId: string,
  text: string,
  files: readonly File[] = [],
): Promise<void> {
  const path = `/admin/orders/${encodeURIComponent(orderId)}/notes`;
  if (files.length === 0) {
    await deskRequest(path, { method: 'POST', body: { text } });
    return;
  }
  const form = new FormData();
  form.append('text', text);
  for (const file of files) form.append('file', file, file.name);
  await deskRequest(`${path}/upload`, { method: 'POST', body: form });
}

/**
 * POST /api/admin/orders/:orderId/lines/:lineId/review: production's verdict on a line (the order
 * moves once every line has one; 409 ORDER_CHANGED when stale).
 */
export async function reviewOrderLine(
  orderId: string,
  lineId: string,
  version: number,
  review: { readonly verdict: LineVerdict; readonly reason: string | null },
  /** Repaired: the repaired print file; not printable: a picture (…/review/upload, multipart). */
  file: File | null = null,
): Promise<void> {
  const path = `/admin/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/review`;
  if (file === null) {
    await deskRequest(path, { method: 'POST', body: { ...review, version } });
    return;
  }
  const form = new FormData();
  form.append('verdict', review.verdict);
  if (review.reason !== null) form.append('reason', review.reason);
  form.append('version', String(version));
  form.append('file', file, file.name);
  await deskRequest(`${path}/upload`, { method: 'POST', body: form });
}
