/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), so work the first
 * screen does not show stays out of the way of hydration; returns the cancel function.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
