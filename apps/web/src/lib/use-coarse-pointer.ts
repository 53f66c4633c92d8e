import { useSyncExternalStore } from 'react';

/** A finger is the primary pointer (phones, tablets): "tap" instead of "drag" (issue 13 point 10). */
const COARSE_POINTER_QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(COARSE_POINTER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isCoarsePointer(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(COARSE_POINTER_QUERY).matches
  );
}

/** True on touch devices (the CSS media query `pointer: coarse`); false when rendered on a server. */
export function useIsCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, isCoarsePointer, () => false);
}
