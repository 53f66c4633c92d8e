import { readdirSync, readFileSync } from 'node:fs';
import { parseProcStat } from '../src/plugins/thread-priority.js';

/**
 * CPU time (ms) so far of each thread of this process, by thread name (main thread, libuv
 * workers, V8 helpers, worker threads), of its child processes (all their threads) and of all
 * PostgreSQL processes on the machine: where a benchmark's CPU goes. Linux only (/proc); elsewhere empty.
 */
export function cpuByThread(): Map<string, number> {
  const times = new Map<string, number>();
  const add = (name: string, ms: number) => times.set(name, (times.get(name) ?? 0) + ms);
  // utime and stime (fields 14 and 15) in clock ticks of 10 ms.
  const cpuMs = (fields: readonly string[]) =>
    (Number(fields[14 - 3]) + Number(fields[15 - 3])) * 10;
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null; // the thread or process ended meanwhile
    }
  };
  const list = (path: string) => {
    try {
      return readdirSync(path);
    } catch {
      return [];
    }
  };
  for (const tid of list('/proc/self/task')) {
    const stat = read(`/proc/self/task/${tid}/stat`);
    if (stat === null) continue;
    const { name, fields } = parseProcStat(stat);
    add(name, cpuMs(fields));
  }
  for (const pid of list('/proc').filter((p) => /^\d+$/.test(p))) {
    const stat = read(`/proc/${pid}/stat`);
    if (stat === null) continue;
    const { name, fields } = parseProcStat(stat);
    if (name === 'postgres') add('postgres (all processes)', cpuMs(fields));
    // ppid (field 4): this process's children, such as the idle-priority PDF process.
    else if (Number(fields[4 - 3]) === process.pid) add(`child ${name}`, cpuMs(fields));
  }
  return times;
}

/** "name 1.23, …" in ms per unit of work, largest first, between two readings. */
export function formatCpuPerUnit(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  units: number,
): string {
  return [...after]
    .map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / units] as const)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}
