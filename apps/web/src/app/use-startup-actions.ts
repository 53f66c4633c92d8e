import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestJson } from '../lib/api-client';
import type { Language } from '../lib/language';
import { queryKeys } from '../lib/server-state/query-keys';

/**
 * Spec 1 §4 "at start": fetch the shipping countries (the cart itself is a query of the shell,
 * and a cart the server no longer knows is forgotten by it). Failures stay quiet here; the pages
 * that need the data report them.
 */
export function useStartupActions(language: Language): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery({
      queryKey: queryKeys.shippingCountries(language),
      queryFn: () => requestJson('/shipping/countries'),
      staleTime: 60 * 60 * 1000,
    });
  }, [queryClient, language]);
}
