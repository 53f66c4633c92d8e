import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../lib/language';
import { prefetchPrintModes } from '../lib/server-state/print-modes';

let loadedRoute: ComponentType | null = null;
let loadingRoute: Promise<ComponentType> | null = null;

/**
 * The configure screen's code (the chunk the home page's lazy route loads), loaded once; a failed
 * load is tried again by the next call.
 */
export function loadConfigureRoute(): Promise<ComponentType> {
  loadingRoute ??= import('./routes/configure-route').then(
    (module) => {
      loadedRoute = module.ConfigureRoute;
      return module.ConfigureRoute;
    },
    (error: unknown) => {
      loadingRoute = null;
      throw error;
    },
  );
  return loadingRoute;
}

/**
 * The configure screen's component once its code has loaded, else null. The home page renders
 * it directly then: a lazy component suspends on its first render even when its code is there,
 * and React reveals a suspended boundary no sooner than 300 ms after its fallback, which delayed
 * the file's and the prices' requests by that much (issue 24 point 15).
 */
export function loadedConfigureRoute(): ComponentType | null {
  return loadedRoute;
}

/**
 * What the configure screen needs besides the file, fetched while the file uploads and is
 * analysed instead of after (issue 24 point 15: its code and the catalogue were loaded only once
 * the analysis had completed, in series before the first price). Failures are left to the screen,
 * which loads and reports again.
 */
export function prepareConfigureScreen(
  queryClient: QueryClient,
  language: Language,
  loadRoute: () => Promise<unknown> = loadConfigureRoute,
): void {
  void loadRoute().catch(() => undefined);
  void prefetchPrintModes(queryClient, language);
}
