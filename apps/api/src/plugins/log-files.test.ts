import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDailyLogFiles } from './log-files.js';

describe('LOG_DIR: one log file per day, kept LOG_RETENTION_DAYS', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pp-logs-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each day into its own file and deletes the days past the retention', async () => {
    // Files another replica wrote, and a file that is not a day's log (never touched).
    await writeFile(join(dir, 'http-b-2026-11-14.log'), 'old\n');
    await writeFile(join(dir, 'http-b-2026-11-15.log'), 'kept\n');
    await writeFile(join(dir, 'notes.txt'), 'not a log\n');
    let clock = new Date('2026-11-28T23:59:59.000Z');
    const logs = createDailyLogFiles({ dir, name: 'http-a', retentionDays: 14, now: () => clock });
    // 28 Nov and the 13 days before it stay: 15 Nov is the oldest.
    expect((await readdir(dir)).sort()).toEqual([
      'http-a-2026-11-28.log',
      'http-b-2026-11-15.log',
      'notes.txt',
    ]);
    logs.write('{"msg":"late"}\n');
    clock = new Date('2026-11-29T00:00:01.000Z');
    logs.write('{"msg":"early"}\n');
    await logs.close();
    expect(await readFile(join(dir, 'http-a-2026-11-28.log'), 'utf8')).toBe('{"msg":"late"}\n');
    expect(await readFile(join(dir, 'http-a-2026-11-29.log'), 'utf8')).toBe('{"msg":"early"}\n');
    // The new day moved the window: 15 Nov is past it now.
    expect((await readdir(dir)).sort()).toEqual([
      'http-a-2026-11-28.log',
      'http-a-2026-11-29.log',
      'notes.txt',
    ]);
  });

  it('appends to the day file a restarted process finds', async () => {
    const clock = () => new Date('2026-11-28T10:00:00.000Z');
    const first = createDailyLogFiles({ dir, name: 'worker', retentionDays: 14, now: clock });
    first.write('one\n');
    await first.close();
    const second = createDailyLogFiles({ dir, name: 'worker', retentionDays: 14, now: clock });
    second.write('two\n');
    await second.close();
    expect(await readFile(join(dir, 'worker-2026-11-28.log'), 'utf8')).toBe('one\ntwo\n');
  });
});
