import {
  createWriteStream,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  type WriteStream,
} from 'node:fs';
import { join } from 'node:path';

/** A day's file: `<name>-YYYY-MM-DD.log` (UTC), e.g. `http-3f2a9c1d-2026-11-28.log`. */
const DAY_FILE = /^(.+)-(\d{4}-\d{2}-\d{2})\.log$/;
const DAY_MS = 86_400_000;

export interface DailyLogFilesOptions {
  /** LOG_DIR: created when missing. */
  readonly dir: string;
  /** Whose lines: the role and the host (replicas on one volume write files of their own). */
  readonly name: string;
  /** LOG_RETENTION_DAYS: today's file and the days before it, this many in all. */
  readonly retentionDays: number;
  readonly now?: () => Date;
}

export interface DailyLogFiles {
  write(line: string): void;
  /** Deletes the day files (of every writer in the folder) older than the retention. */
  sweep(): void;
  /** Flushes and closes the current file. */
  close(): Promise<void>;
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The server's log as one file per UTC day in LOG_DIR; files older than the retention are deleted
 * when a day begins, at start and hourly. What the privacy page promises of server logs (IP
 * address, time, address called; 14 days) holds by this code, not by the operator's log store.
 */
export function createDailyLogFiles(options: DailyLogFilesOptions): DailyLogFiles {
  const now = options.now ?? (() => new Date());
  mkdirSync(options.dir, { recursive: true });
  let day = '';
  let nextDayAt = 0;
  let file: WriteStream | null = null;

  function sweep(): void {
    const oldestKept = dayOf(now().getTime() - (options.retentionDays - 1) * DAY_MS);
    for (const entry of readdirSync(options.dir)) {
      const match = DAY_FILE.exec(entry);
      if (match?.[2] !== undefined && match[2] < oldestKept) {
        rmSync(join(options.dir, entry), { force: true });
      }
    }
  }

  function openToday(time: number): void {
    file?.end();
    day = dayOf(time);
    nextDayAt = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
    // Opened at once (not on the first write's tick): the day's file exists from its first line.
    const path = join(options.dir, `${options.name}-${day}.log`);
    file = createWriteStream(path, { fd: openSync(path, 'a') });
    // A full disk must not take the shop down: the line is lost, the next day tries again.
    file.on('error', () => undefined);
    sweep();
  }

  openToday(now().getTime());
  const hourly = setInterval(() => {
    if (now().getTime() >= nextDayAt) openToday(now().getTime());
    else sweep();
  }, 3_600_000);
  hourly.unref();

  return {
    write(line) {
      const time = now().getTime();
      if (time >= nextDayAt) openToday(time);
      file?.write(line);
    },
    sweep,
    close() {
      clearInterval(hourly);
      const closing = file;
      file = null;
      return new Promise((resolve) => {
        if (closing === null) resolve();
        else closing.end(resolve);
      });
    },
  };
}
