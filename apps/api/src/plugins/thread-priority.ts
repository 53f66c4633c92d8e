import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The Linux thread id of the calling thread (main or worker), from /proc/thread-self
 * (`<pid>/task/<tid>`); null elsewhere.
 */
export function currentThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** The nice value of background threads (order PDFs): the lowest priority Linux has. */
export const BACKGROUND_THREAD_NICE = 19;

/**
 * Lowers the scheduling priority of the calling thread only (Linux nice values are per thread):
 * background work such as the PDFs of order mails then takes the CPU only when requests leave it
 * free, so a burst of orders never waits behind the documents of earlier ones. Raising the nice
 * value needs no privilege. A no-op where threads have no ids (not Linux).
 */
export function lowerThreadPriority(nice: number): void {
  const tid = currentThreadId();
  if (tid === null) return;
  try {
    setPriority(tid, nice);
  } catch {
    // A container may forbid it; the work runs at normal priority then.
  }
}

/** The nice value of a thread of this process (field 19 of /proc/self/task/<tid>/stat). */
export function threadNiceness(tid: number): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[16]);
}
