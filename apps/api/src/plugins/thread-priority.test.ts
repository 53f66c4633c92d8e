import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { currentThreadId, threadNiceness } from './thread-priority.js';

/** Runs lowerThreadPriority in a fresh worker thread and answers that thread's id. */
function lowerInWorker(nice: number): Promise<number> {
  const moduleUrl = new URL('./thread-priority.ts', import.meta.url).href;
  const code = `
    const { parentPort } = require('node:worker_threads');
    import(${JSON.stringify(moduleUrl)}).then((m) => {
      m.lowerThreadPriority(${nice});
      parentPort.postMessage(m.currentThreadId());
      setTimeout(() => {}, 2000);
    });`;
  const worker = new Worker(code, { eval: true, execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    worker.once('message', (tid: number) => resolve(tid));
    worker.once('error', reject);
  }).finally(() => setTimeout(() => void worker.terminate(), 200)) as Promise<number>;
}

describe('thread priority (Linux nice per thread)', () => {
  it('lowers only the calling thread: the worker runs at nice 19, this thread keeps its value', async () => {
    const own = currentThreadId();
    expect(own).not.toBeNull();
    const before = threadNiceness(own ?? 0);
    const workerTid = await lowerInWorker(19);
    expect(workerTid).not.toBe(own);
    expect(threadNiceness(workerTid)).toBe(19);
    expect(threadNiceness(own ?? 0)).toBe(before);
  });
});
