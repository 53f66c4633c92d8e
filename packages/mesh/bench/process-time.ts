import { readFileSync } from 'node:fs';

/** A process to time; `mayFail` when its exit status says nothing about the run (admesh). */
export interface Command {
  readonly file: string;
  readonly args: readonly string[];
  readonly mayFail?: boolean;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Clock ticks per second of /proc (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) of every child process this process has waited for, from
 * /proc/self/stat (cutime, cstime: 10 ms resolution); NaN where there is no /proc.
 */
export function processCpuMsOfChildren(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name in parentheses; cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}
