import { useCallback, useEffect, useRef } from 'react';

/** Spec 1 §5: the scale slider passes its value on at most every 50 ms. */
export const SCALE_SLIDER_THROTTLE_MS = 50;

/**
 * Calls `callback` at once, then at most once per `intervalMs`; the last value of a burst is
 * always delivered (trailing call), so the slider never ends on a stale scale.
 */
export function useThrottledCallback<T>(
  callback: (value: T) => void,
  intervalMs: number,
): (value: T) => void {
  const callbackRef = useRef(callback);
  const lastCallRef = useRef(-Infinity);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingRef = useRef<{ value: T } | null>(null);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);
  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  return useCallback(
    (value: T) => {
      const now = Date.now();
      const waitMs = lastCallRef.current + intervalMs - now;
      if (waitMs <= 0) {
        // A trailing call still waiting (its timer late behind a busy main thread) holds an
        // older value: it must not land after this newer one.
        if (timerRef.current) clearTimeout(timerRef.current);
        timerRef.current = null;
        pendingRef.current = null;
        lastCallRef.current = now;
        callbackRef.current(value);
        return;
      }
      pendingRef.current = { value };
      timerRef.current ??= setTimeout(() => {
        timerRef.current = null;
        lastCallRef.current = Date.now();
        const pending = pendingRef.current;
        pendingRef.current = null;
        if (pending) callbackRef.current(pending.value);
      }, waitMs);
    },
    [intervalMs],
  );
}
