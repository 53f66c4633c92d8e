import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { currentThreadId, parseProcStat, threadNiceness } from './thread-priority.js';

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

describe('parseProcStat', () => {
  it('reads the name up to its last parenthesis and numbers the fields after it from 3', () => {
    // A thread may name itself with spaces and parentheses (field 2).
    const stat = '4242 (a (weird) name) S 1 4242 4242 0 -1 4194304 10 0 0 0 37 12 0 0 20 5 9 0';
    const { name, fields } = parseProcStat(stat);
    expect(name).toBe('a (weird) name');
    expect(fields[3 - 3]).toBe('S');
    expect(Number(fields[14 - 3]) + Number(fields[15 - 3])).toBe(49);
    expect(Number(fields[19 - 3])).toBe(5);
  });

  it('reads this thread’s own stat: its name and a state letter', () => {
    const { name, fields } = parseProcStat(readFileSync('/proc/thread-self/stat', 'utf8'));
    expect(name.length).toBeGreaterThan(0);
    expect(fields[0]).toMatch(/^[A-Za-z]$/);
  });
});
