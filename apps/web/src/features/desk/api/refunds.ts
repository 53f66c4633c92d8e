import { useQuery } from '@tanstack/react-query';
import {
  AdminOrderRefundsSchema,
  AdminRefundSchema,
  type AdminOrderRefunds,
  type AdminRefund,
  type AdminRefundRequest,
} from '@print/contracts';
import { deskRequest } from './desk-client';

export const refundKeys = {
  ofOrder: (orderId: string) => ['desk', 'orders', 'refunds', orderId] as const,
};

const path = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/refunds`;

/** GET /api/admin/orders/:orderId/refunds (owner and office; others never ask). */
export function useOrderRefunds(orderId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: refundKeys.ofOrder(orderId),
    queryFn: async ({ signal }): Promise<AdminOrderRefunds> =>
      AdminOrderRefundsSchema.parse(await deskRequest(path(orderId), { signal })),
    enabled: isEnabled,
    retry: false,
    staleTime: 0,
  });
}

/** POST /api/admin/orders/:orderId/refunds: a PayPal refund or a recorded bank refund. */
export async function createRefund(
  orderId: string,
  request: AdminRefundRequest,
): Promise<AdminRefund> {
  return AdminRefundSchema.parse(
    await deskRequest(path(orderId), { method: 'POST', body: request }),
  );
}

/** POST …/refunds/:refundId/sync: resend a REQUESTED refund (same request id), look up a PENDING one. */
export async function syncRefund(orderId: string, refundId: string): Promise<AdminRefund> {
  return AdminRefundSchema.parse(
    await deskRequest(`${path(orderId)}/${encodeURIComponent(refundId)}/sync`, { method: 'POST' }),
  );
}
