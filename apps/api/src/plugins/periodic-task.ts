/**
 * A housekeeping task run at start and then every `intervalMs` (expired idempotency keys, dead
 * sessions): one run at a time, failures logged and retried at the next tick, the timer never
 * keeps the process alive, and `stop` waits for a run in progress.
 */
export function createPeriodicTask(input: {
  readonly intervalMs: number;
  readonly run: () => Promise<void>;
  readonly onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = (): void => {
    running = running.then(async () => {
      try {
        await input.run();
      } catch (error) {
        input.onError(error);
      }
    });
  };
  return {
    start(): void {
      if (timer !== null) return;
      tick();
      timer = setInterval(tick, input.intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
