import { afterEach, describe, expect, it } from 'vitest';
import { createProcessPool } from './process-pool.js';

const taskUrl = new URL('../test/process-pool-task.js', import.meta.url);
type WhoAmI = { pid: number; nice: number; policy: number; bytes: Uint8Array };

/** proc(5) policy numbers. */
const SCHED_IDLE = 5;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('process pool (background work at idle priority)', () => {
  const pools: ReturnType<typeof createProcessPool>[] = [];
  const makePool = (wrappers?: string[][]) => {
    const pool = createProcessPool({
      moduleUrl: taskUrl,
      maxQueue: 10,
      ...(wrappers ? { wrappers } : {}),
    });
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });

  it('runs tasks in a child process whose threads are SCHED_IDLE (and nice 19)', async () => {
    const pool = makePool();
    const [first, second] = await Promise.all([
      pool.run<WhoAmI>({ kind: 'whoami' }),
      pool.run<WhoAmI>({ kind: 'whoami' }),
    ]);
    expect(first.pid).not.toBe(process.pid);
    expect(second.pid).toBe(first.pid);
    expect(first.policy).toBe(SCHED_IDLE);
    expect(first.nice).toBe(19);
    expect([...first.bytes]).toEqual([1, 2, 3]);
  }, 30_000);

  it('answers a task’s error and keeps working; a child that dies is replaced', async () => {
    const pool = makePool();
    await expect(pool.run({ kind: 'fail' })).rejects.toThrow('the task failed on purpose');
    const before = await pool.run<WhoAmI>({ kind: 'whoami' });
    await expect(pool.run({ kind: 'exit' })).rejects.toThrow(/background process ended \(exit 3\)/);
    const after = await pool.run<WhoAmI>({ kind: 'whoami' });
    expect(after.pid).not.toBe(before.pid);
    expect(isAlive(before.pid)).toBe(false);
  }, 30_000);

  it('ends its child when closed', async () => {
    const pool = makePool();
    const { pid } = await pool.run<WhoAmI>({ kind: 'whoami' });
    expect(isAlive(pid)).toBe(true);
    await pool.close();
    expect(isAlive(pid)).toBe(false);
  }, 30_000);

  it('starts without a wrapper that fails (as chrt does where SCHED_IDLE is refused)', async () => {
    const pool = makePool([['/usr/bin/false'], ['/usr/bin/nice', '-n', '19']]);
    const [first, second] = await Promise.all([
      pool.run<WhoAmI>({ kind: 'whoami' }),
      pool.run<WhoAmI>({ kind: 'whoami' }),
    ]);
    expect(second.pid).toBe(first.pid);
    expect(first.nice).toBe(19);
    expect(first.policy).not.toBe(SCHED_IDLE);
  }, 30_000);

  it('refuses work once closed', async () => {
    const pool = makePool();
    await pool.close();
    await expect(pool.run({ kind: 'whoami' })).rejects.toThrow(/closed/);
  });
});
