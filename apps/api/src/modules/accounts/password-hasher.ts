import argon2 from './argon2.js';

/**
 * argon2id with one of the OWASP Password Storage Cheat Sheet's equivalent parameter sets
 * (m = 7 MiB, t = 5, p = 1; the sheet lists it beside m = 19 MiB, t = 2 as "an equal level of
 * defense"): the one place they are set. On this machine it verifies in ~21 ms instead of ~30 ms,
 * because 7 MiB stays in the CPU cache (docs/decisions/0009). Hashes made with other parameters
 * are renewed at the next sign-in. argon2's native binding hashes on the libuv thread pool, not on
 * the event loop (bench/signin.ts measures the event-loop delay during concurrent sign-ins).
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 7_168,
  timeCost: 5,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for those. */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification without an account, so that an unknown user name answers
   * as slowly as a wrong password (no timing enumeration).
   */
  verifyDummy(password: string): Promise<void>;
}

/**
 * At most `slots` hashes run at once, the others wait in line: more hashes than cores would only
 * time-slice the same CPUs and take them from the event loop. The default (config) is one per
 * core. docs/decisions/0009-accounts-and-sessions.md has the figures.
 */
export function createSlots(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createPasswordHasher(slots: number): PasswordHasher {
  const run = createSlots(slots);
  let dummy: Promise<string> | null = null;
  const verify = async (hash: string, password: string): Promise<boolean> => {
    try {
      return await run(() => argon2.verify(hash, password));
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => run(() => argon2.hash(password, ARGON2_OPTIONS)),
    verify,
    async verifyDummy(password) {
      dummy ??= run(() => argon2.hash('dummy password for timing', ARGON2_OPTIONS));
      await verify(await dummy, password);
    },
  };
}

/** Whether a stored hash was made with other parameters than today's (rehash at sign-in). */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, ARGON2_OPTIONS);
}
