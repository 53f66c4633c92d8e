import { readFileSync } from 'node:fs';
import { parseProcStat } from '../plugins/thread-priority.js';

/** A task module for the process pool's tests: tells where it runs, fails, or dies on request. */
export default function processPoolTestTask(task: { readonly kind: string }): unknown {
  if (task.kind === 'fail') throw new Error('the task failed on purpose');
  if (task.kind === 'exit') process.exit(3);
  const nice = Number(parseProcStat(readFileSync('/proc/self/stat', 'utf8')).fields[19 - 3]);
  let autogroup: string;
  try {
    autogroup = readFileSync('/proc/self/autogroup', 'utf8').trim();
  } catch {
    autogroup = 'none';
  }
  return { pid: process.pid, nice, autogroup, bytes: new Uint8Array([1, 2, 3]) };
}
