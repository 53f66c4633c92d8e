import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '../lib/language';
import { prefetchShippingCountries } from '../lib/server-state/shipping-countries';
import { whenIdle } from '../lib/when-idle';

/**
 * Spec 1 §4 "at start": fetch the shipping countries (the cart itself is a query of the shell,
 * and a cart the server no longer knows is forgotten by it) — when the browser is first idle:
 * only the checkout shows them. Failures stay quiet here; the pages that need the data report
 * them.
 */
export function useStartupActions(language: Language): void {
  const queryClient = useQueryClient();
  useEffect(
    () => whenIdle(() => void prefetchShippingCountries(queryClient, language), 2000),
    [queryClient, language],
  );
}
