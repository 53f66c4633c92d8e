import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../lib/language';
import { prefetchPrintModes } from '../lib/server-state/print-modes';

/** The configure screen's code (the chunk the home page's lazy route loads). */
export function loadConfigureRoute(): Promise<unknown> {
  return import('./routes/configure-route');
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
