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

/** The nice value of background threads (order PDF downloads): the lowest priority Linux has. */
export const BACKGROUND_THREAD_NICE = 19;

/**
 * Lowers the scheduling priority of the calling thread only (Linux nice values are per thread),
 * among the threads of this process's scheduling group: with autogroups, another process (the
 * database) is not ranked below it, which is why the mails' PDFs run in a SCHED_IDLE process
 * instead (plugins/process-pool). Raising the nice value needs no privilege. A no-op where
 * threads have no ids (not Linux).
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

/**
 * A Linux /proc/<pid>[/task/<tid>]/stat line: the command name (field 2, which may hold spaces and
 * parentheses) and the numeric fields after it (`fields[0]` is field 3, the state). Field n of
 * proc(5) is `fields[n - 3]`: utime 14 and stime 15 (clock ticks), nice 19.
 */
export function parseProcStat(stat: string): { name: string; fields: string[] } {
  const close = stat.lastIndexOf(')');
  return {
    name: stat.slice(stat.indexOf('(') + 1, close),
    fields: stat.slice(close + 2).split(' '),
  };
}

/** The nice value of a thread of this process (field 19 of /proc/self/task/<tid>/stat). */
export function threadNiceness(tid: number): number {
  const { fields } = parseProcStat(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8'));
  return Number(fields[19 - 3]);
}
