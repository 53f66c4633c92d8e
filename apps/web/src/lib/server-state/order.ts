import { useQuery } from '@tanstack/react-query';
import { OrderViewSchema, type OrderView } from '@print/contracts';
import { requestJson } from '../api-client';
import { queryKeys } from './query-keys';

/** GET /api/checkout/order/{id}: the order as its owner sees it (another principal gets 404). */
export async function fetchOrder(orderId: string): Promise<OrderView> {
  return OrderViewSchema.parse(await requestJson(`/checkout/order/${encodeURIComponent(orderId)}`));
}

/** One order, shared by the outcome pages (checkout) and the order details (orders). */
export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: queryKeys.order(orderId ?? ''),
    queryFn: () => fetchOrder(orderId ?? ''),
    enabled: orderId !== null && orderId !== '',
    staleTime: 10_000,
    retry: false,
  });
}
