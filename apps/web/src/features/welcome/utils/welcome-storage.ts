/** Remembers that the welcome notice was dismissed, so it shows once per browser. */
export const WELCOME_SEEN_STORAGE_KEY = 'welcomeNoticeSeen';

/**
 * The former marketplace sends its customers here with `?welcome` (any value): only then does the
 * full-screen notice open, and only until it was dismissed once.
 */
export const WELCOME_QUERY_PARAM = 'welcome';

export function hasSeenWelcome(storage: Storage): boolean {
  return storage.getItem(WELCOME_SEEN_STORAGE_KEY) === 'true';
}

export function markWelcomeSeen(storage: Storage): void {
  storage.setItem(WELCOME_SEEN_STORAGE_KEY, 'true');
}

export function shouldShowWelcome(search: string, storage: Storage): boolean {
  return new URLSearchParams(search).has(WELCOME_QUERY_PARAM) && !hasSeenWelcome(storage);
}

/** The query without the welcome parameter (the address after the notice is closed). */
export function withoutWelcomeParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(WELCOME_QUERY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
