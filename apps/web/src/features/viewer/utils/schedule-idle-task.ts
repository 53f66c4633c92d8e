/** Longest wait for an idle period before the task runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` after `delayMs` and then the next idle period of the main thread (requestIdleCallback
 * where available). Returns the cancel function; `isActive()` tells a running task whether it was
 * cancelled meanwhile.
 */
export function scheduleIdleTask(
  delayMs: number,
  task: (isActive: () => boolean) => void | Promise<void>,
): () => void {
  let isCancelled = false;
  let idleHandle: number | null = null;
  const runWhenIdle = () => {
    const run = () => {
      idleHandle = null;
      if (!isCancelled) void task(() => !isCancelled);
    };
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else run();
  };
  const timer = window.setTimeout(runWhenIdle, delayMs);
  return () => {
    isCancelled = true;
    window.clearTimeout(timer);
    if (idleHandle !== null) window.cancelIdleCallback(idleHandle);
  };
}
