import { useSyncExternalStore } from 'react';

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * False while React hydrates the pre-rendered HTML, true from the next render on (and always
 * true in a plain client render). UI that depends on this browser's storage (cart badge,
 * customer type, welcome notice) waits for it, so hydration sees exactly the pre-rendered markup.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
