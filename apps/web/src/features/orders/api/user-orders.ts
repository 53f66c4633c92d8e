import { useQuery } from '@tanstack/react-query';
import { UserOrdersResponseSchema, type UserOrderSummary } from '@print/contracts';
import { requestJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/server-state/query-keys';

/** GET /api/checkout/order/user: the signed-in customer's orders, newest first. */
export async function fetchUserOrders(): Promise<UserOrderSummary[]> {
  const map = UserOrdersResponseSchema.parse(await requestJson('/checkout/order/user'));
  return Object.values(map).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useUserOrders() {
  return useQuery({
    queryKey: queryKeys.userOrders(),
    queryFn: fetchUserOrders,
    staleTime: 30_000,
  });
}
