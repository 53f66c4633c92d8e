import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestJson } from '../lib/api-client';
import { restoreCart } from '../stores/cart-store';

export const shippingCountriesQueryKey = ['shipping', 'countries'] as const;

/**
 * Spec 1 §4 "at start": reuse or create the cart (404 → new cart) and fetch the shipping
 * countries. Failures stay quiet here; the pages that need the data report them.
 */
export function useStartupActions(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    restoreCart().catch(() => undefined);
    void queryClient.prefetchQuery({
      queryKey: shippingCountriesQueryKey,
      queryFn: () => requestJson('/shipping/countries'),
      staleTime: 60 * 60 * 1000,
    });
  }, [queryClient]);
}
