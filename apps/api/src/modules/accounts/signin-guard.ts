import { randomUUID } from 'node:crypto';
import { SIGNIN_FAILURES_PER_HOUR } from '@print/domain';
import type { AccountsRepository } from './accounts.repository.js';
import { hashToken } from './secret-tokens.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * At most 100 failed sign-ins per account per hour, from any IP; then the account answers
 * ACCOUNT_LOCKED (429) until the oldest failure is an hour old. The subject is the account when
 * the identifier names one, else the identifier itself: an unknown name locks exactly like a
 * known one, so the lock reveals nothing. Subjects are stored hashed (no user names in a table
 * of failures).
 */
export function createSigninGuard(repo: AccountsRepository, now: () => Date) {
  const since = () => new Date(now().getTime() - HOUR_MS);
  return {
    subjectOf(userId: string | null, loginKey: string): string {
      return hashToken(userId ? `user:${userId}` : `login:${loginKey}`);
    },
    /** Where the counted hour begins (the account's failures arrive with its row: findLogin). */
    windowStart: since,
    tooMany: (failures: number): boolean => failures >= SIGNIN_FAILURES_PER_HOUR,
    async isLocked(subject: string): Promise<boolean> {
      return (await repo.countFailuresSince(subject, since())) >= SIGNIN_FAILURES_PER_HOUR;
    },
    recordFailure: (subject: string) => repo.recordFailure(randomUUID(), subject, now(), since()),
  };
}

export type SigninGuard = ReturnType<typeof createSigninGuard>;
