import { useEffect, useState } from 'react';

/** Spec 1 §9: prices are recalculated 500 ms after the last change. */
export const PRICING_DEBOUNCE_MS = 500;

/** The value as it was `delayMs` after its last change; `isPending` while a change waits. */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  isEqual: (a: T, b: T) => boolean = Object.is,
): { readonly value: T; readonly isPending: boolean } {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return { value: settled, isPending: !isEqual(settled, value) };
}
