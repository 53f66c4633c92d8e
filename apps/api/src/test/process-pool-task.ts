import { readFileSync } from 'node:fs';
import { parseProcStat } from '../plugins/thread-priority.js';

/** A task module for the process pool's tests: tells where it runs, fails, or dies on request. */
export default function processPoolTestTask(task: { readonly kind: string }): unknown {
  if (task.kind === 'fail') throw new Error('the task failed on purpose');
  if (task.kind === 'exit') process.exit(3);
  // proc(5): nice is field 19, the scheduling policy field 41 (5 = SCHED_IDLE).
  const { fields } = parseProcStat(readFileSync('/proc/self/stat', 'utf8'));
  const [nice, policy] = [Number(fields[19 - 3]), Number(fields[41 - 3])];
  return { pid: process.pid, nice, policy, bytes: new Uint8Array([1, 2, 3]) };
}
