import { randomUUID } from 'node:crypto';
import {
  checkSigninAdmission,
  err,
  retryAfterSeconds,
  SIGNIN_FAILURE_WINDOW_MS,
  type Result,
} from '@print/domain';
import type { AccountsRepository } from './accounts.repository.js';
import { hashToken } from './secret-tokens.js';

/** Who a failure is counted against; each is stored as a hash (no names or addresses). */
export type FailureSubject =
  | { readonly kind: 'account'; readonly userId: string | null; readonly loginKey: string }
  | { readonly kind: 'client'; readonly clientKey: string }
  | { readonly kind: 'device'; readonly tokenHash: string }
  | { readonly kind: 'session'; readonly sessionId: string };

/**
 * The key of a subject. A known account is `user:<id>` (accounts.repository's accountSubjectSql
 * computes the same in SQL); an unknown identifier counts under its own key, exactly like an
 * account, so that a lock reveals nothing.
 */
export function subjectKeyOf(subject: FailureSubject): string {
  switch (subject.kind) {
    case 'account':
      return hashToken(subject.userId ? `user:${subject.userId}` : `login:${subject.loginKey}`);
    case 'client':
      return hashToken(`client:${subject.clientKey}`);
    case 'device':
      return hashToken(`device:${subject.tokenHash}`);
    case 'session':
      return hashToken(`session:${subject.sessionId}`);
  }
}

/** A refusal's details carry `retryAfterSeconds`, which the route also sends as Retry-After. */
export type RefusalCode = 'ACCOUNT_LOCKED' | 'SIGNIN_THROTTLED';

/**
 * Failed sign-ins counted per account, per client and per device cookie within the hour, judged
 * by the domain's checkSigninAdmission (docs/decisions/0009-accounts-and-sessions.md): a known
 * device of the account is admitted while the account is under attack from elsewhere; other
 * clients get 429 with the seconds until the oldest counted failure leaves the window.
 */
export function createSigninGuard(repo: AccountsRepository, now: () => Date) {
  const windowStart = () => new Date(now().getTime() - SIGNIN_FAILURE_WINDOW_MS);

  const NONE = { count: 0, oldest: new Date(0) };

  /** Each subject's failures within the window and the oldest of them, in one query. */
  async function countsOf(subjects: readonly FailureSubject[]) {
    const keys = subjects.map(subjectKeyOf);
    const found = await repo.countFailures(keys, windowStart());
    return keys.map((key) => found.get(key) ?? NONE);
  }

  /** The refusal with the seconds until the blocking subject's oldest failure leaves the hour. */
  function refuse(code: RefusalCode, message: string, oldest: Date) {
    const seconds = retryAfterSeconds(oldest.getTime(), now().getTime());
    return err(code, message, { retryAfterSeconds: seconds });
  }

  return {
    windowStart,
    /**
     * Admits or refuses a sign-in attempt. `accountFailures` is the account's count when already
     * known (the login query brings it); `device` is null without a valid device cookie of the
     * account (or the signed-in session, for a password confirmation).
     */
    async admit(input: {
      readonly account: FailureSubject;
      readonly accountFailures: number | null;
      readonly client: FailureSubject;
      readonly device: FailureSubject | null;
    }): Promise<Result<true, RefusalCode>> {
      const second = input.device ?? input.account;
      const [client = NONE, other = NONE] = await countsOf([input.client, second]);
      const admission = checkSigninAdmission({
        client: client.count,
        device: input.device ? other.count : null,
        account: input.device ? 0 : (input.accountFailures ?? other.count),
      });
      if (admission.ok) return admission;
      const { code, message } = admission.error;
      const isClient = code === 'SIGNIN_THROTTLED' && !input.device;
      return refuse(code, message, (isClient ? client : other).oldest);
    },
    /** A request that only the client's failures limit (a sign-up, which may name a taken user). */
    async admitClient(client: FailureSubject): Promise<Result<true, RefusalCode>> {
      const [counted = NONE] = await countsOf([client]);
      const admission = checkSigninAdmission({ client: counted.count, device: null, account: 0 });
      return admission.ok
        ? admission
        : refuse(admission.error.code, admission.error.message, counted.oldest);
    },
    /** One failure under each subject (at the same instant). */
    recordFailure: (subjects: readonly FailureSubject[]) =>
      repo.recordFailures(
        subjects.map((subject) => ({ id: randomUUID(), subjectKey: subjectKeyOf(subject) })),
        now(),
        windowStart(),
      ),
  };
}

export type SigninGuard = ReturnType<typeof createSigninGuard>;
