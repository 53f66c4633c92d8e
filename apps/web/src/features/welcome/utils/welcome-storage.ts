/** Remembers that the welcome notice was dismissed, so it shows once per browser. */
export const WELCOME_SEEN_STORAGE_KEY = 'welcomeNoticeSeen';

export function hasSeenWelcome(storage: Storage): boolean {
  return storage.getItem(WELCOME_SEEN_STORAGE_KEY) === 'true';
}

export function markWelcomeSeen(storage: Storage): void {
  storage.setItem(WELCOME_SEEN_STORAGE_KEY, 'true');
}
