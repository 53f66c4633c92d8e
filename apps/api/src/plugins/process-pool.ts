import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolveWorker, type WorkerPool } from './worker-pool.js';

/**
 * The commands the child starts under, outermost first, so every thread it makes (V8's helpers
 * too) runs at idle priority: util-linux's chrt gives it SCHED_IDLE (a task that any other wakes
 * and preempts at once), coreutils' nice 19 stays where SCHED_IDLE is not honoured. Those missing
 * are left out; neither → normal priority.
 */
function idlePriorityWrappers(): string[][] {
  const wrappers: string[][] = [];
  if (existsSync('/usr/bin/chrt')) wrappers.push(['/usr/bin/chrt', '--idle', '0']);
  if (existsSync('/usr/bin/nice')) wrappers.push(['/usr/bin/nice', '-n', '19']);
  return wrappers;
}

type Reply =
  | { readonly ready: true }
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

/**
 * Background work in a child process at idle priority: the same contract as a worker pool (one
 * task at a time, plain data in and out), but the work gets the CPU only when requests and the
 * database leave it free. A niced worker thread does not: on Linux with autogroups, nice orders
 * threads only within their process's group, so while the request thread waits on PostgreSQL the
 * worker took the CPU from the very backends the request waited for, and its garbage was
 * collected by the process's helper threads at normal priority. The child runs SCHED_IDLE (every
 * thread of it) and starts on the first task, and again after it died; tasks in flight when it
 * dies fail (one that dies before it is ready is started again without its outermost wrapper).
 * It leaves when this process does (its IPC channel closes).
 */
export function createProcessPool(input: {
  /** URL of the compiled task module (default export: task → result). */
  readonly moduleUrl: URL;
  /** Tasks waiting before `run` rejects. */
  readonly maxQueue: number;
  /** The commands the child starts under (default: SCHED_IDLE and nice 19 where available). */
  readonly wrappers?: readonly (readonly string[])[];
}): WorkerPool {
  const task = resolveWorker(input.moduleUrl);
  const child = resolveWorker(new URL('./process-pool-child.js', import.meta.url));
  let current: ChildProcess | null = null;
  let nextId = 1;
  let wrappers = [...(input.wrappers ?? idlePriorityWrappers())];
  let closed = false;
  const pending = new Map<
    number,
    { readonly work: unknown; resolve(value: unknown): void; reject(error: Error): void }
  >();

  function dispatch(proc: ChildProcess, id: number, work: unknown): void {
    try {
      // A send that fails because the child is gone is settled by its 'exit': the task fails,
      // or goes to the next child when this one never got ready.
      proc.send({ id, task: work }, () => undefined);
    } catch (error) {
      // The task itself cannot be sent (not serializable).
      pending.delete(id);
      throw error;
    }
  }

  function failAll(error: Error): void {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  }

  function start(): ChildProcess {
    const args = [...new Set([...child.execArgv, ...task.execArgv])];
    const node = [process.execPath, ...args, child.filename, task.filename];
    const [command = process.execPath, ...commandArgs] = [...wrappers.flat(), ...node];
    let ready = false;
    const proc = spawn(command, commandArgs, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    proc.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        ready = true;
        return;
      }
      const entry = pending.get(reply.id);
      if (entry === undefined) return;
      pending.delete(reply.id);
      if (reply.ok) entry.resolve(reply.value);
      else entry.reject(new Error(reply.error));
    });
    proc.on('exit', (code, signal) => {
      if (current === proc) current = null;
      if (!ready && !closed && wrappers.length > 0 && current === null) {
        // It ended before Node answered: a wrapper failed (a kernel that refuses SCHED_IDLE makes
        // chrt exit). Without it from now on; the tasks waiting go to the next child.
        wrappers = wrappers.slice(1);
        const next = start();
        current = next;
        for (const [id, entry] of pending) dispatch(next, id, entry.work);
        return;
      }
      failAll(new Error(`background process ended (${signal ?? `exit ${String(code)}`})`));
    });
    proc.on('error', (error) => {
      if (current === proc) current = null;
      failAll(error);
    });
    return proc;
  }

  return {
    run<T>(work: unknown): Promise<T> {
      if (closed) return Promise.reject(new Error('background process pool is closed'));
      if (pending.size >= input.maxQueue) {
        return Promise.reject(new Error('background process queue is full'));
      }
      current ??= start();
      const id = nextId++;
      const proc = current;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { work, resolve: resolve, reject });
        dispatch(proc, id, work);
      });
    },
    warm(): void {
      if (!closed) current ??= start();
    },
    async close(): Promise<void> {
      closed = true;
      const proc = current;
      current = null;
      if (proc === null || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      // Its channel closing is its signal to leave; a child without one is ended outright.
      if (proc.connected) proc.disconnect();
      else proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}
