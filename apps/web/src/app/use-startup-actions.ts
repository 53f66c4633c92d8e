import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '../lib/language';
import { prefetchShippingCountries } from '../lib/server-state/shipping-countries';

/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), so work the first
 * screen does not show stays out of the way of hydration; returns the cancel function.
 */
function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

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
