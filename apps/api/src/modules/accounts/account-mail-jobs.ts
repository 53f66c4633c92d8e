import type { Language } from '@print/contracts';
import { emailKey, OPTIN_LINK_TTL_MS, RESET_LINK_TTL_MS, userNameKey } from '@print/domain';
import type { JobQueue, QueuedJob } from '../../plugins/job-queue.js';
import type { Consumer, QueueDeclaration } from '../module-definition.js';
import { issueLink, sendAccountMail, type AccountContext } from './account-context.js';

/**
 * Account mails whose recipient must not shape the answer (no enumeration: a reset for an unknown
 * address, a registration with a taken e-mail answer alike and as fast): the request only queues a
 * job in the durable queue; a worker looks the account up and mails. A crash after the answer
 * loses nothing (the job is in the database), and a job whose mail could not be queued is retried.
 */
export const ACCOUNT_MAILS_QUEUE = 'account-mails';

export type AccountMailJob =
  | { readonly kind: 'reset'; readonly email: string; readonly lang: Language }
  | { readonly kind: 'already-registered'; readonly userId: string; readonly lang: Language }
  | { readonly kind: 'optin-resend'; readonly login: string; readonly lang: Language };

export const accountMailsQueue: QueueDeclaration = {
  name: ACCOUNT_MAILS_QUEUE,
  // The jobs hold a typed address: a completed job is deleted within the hour.
  settings: { retryLimit: 10, retryDelaySeconds: 5, retryBackoff: true, deleteAfterSeconds: 3600 },
};

export function queueAccountMail(jobs: JobQueue, job: AccountMailJob): Promise<void> {
  return jobs.send(ACCOUNT_MAILS_QUEUE, job).then(() => undefined);
}

/**
 * A new opt-in link for an unconfirmed account that still holds its name (the first link's time
 * runs on: the new one ends when the account would be freed), a few a day per address.
 */
async function resendOptin(
  ctx: AccountContext,
  job: Extract<AccountMailJob, { kind: 'optin-resend' }>,
): Promise<void> {
  const key = job.login.includes('@') ? emailKey(job.login) : userNameKey(job.login);
  const found = await ctx.repo.findLogin(key, ctx.now());
  const user = found?.user;
  if (!user || user.confirmedAt || user.blockedAt) return;
  const ttlMs = user.createdAt.getTime() + OPTIN_LINK_TTL_MS - ctx.now().getTime();
  if (ttlMs <= 0) return;
  if (!(await ctx.mail.allowRecipient(user.email, 'optin-resend'))) return;
  const lang = job.lang;
  const url = await issueLink(ctx, { userId: user.id, purpose: 'optin', ttlMs, lang });
  await sendAccountMail(ctx, { kind: 'optin', lang, to: user.email, name: user.username, url });
}

async function deliver(ctx: AccountContext, job: AccountMailJob): Promise<void> {
  if (job.kind === 'optin-resend') {
    await resendOptin(ctx, job);
    return;
  }
  if (job.kind === 'already-registered') {
    const owner = await ctx.repo.findUserById(job.userId);
    if (!owner) return;
    // Anyone can sign up with a taken address: its owner hears of it a few times a day at most
    // (per-recipient allowance, issue 23 item 10).
    if (!(await ctx.mail.allowRecipient(owner.email, 'account-notice'))) return;
    const { lang } = job;
    await sendAccountMail(ctx, {
      kind: 'alreadyRegistered',
      lang,
      to: owner.email,
      name: owner.username,
    });
    return;
  }
  const user = await ctx.repo.findUserByEmailKey(emailKey(job.email));
  // A blocked account gets no reset link: a new password would not open it anyway.
  if (!user || user.blockedAt) return;
  const url = await issueLink(ctx, {
    userId: user.id,
    purpose: 'reset',
    ttlMs: RESET_LINK_TTL_MS,
    lang: job.lang,
  });
  await sendAccountMail(ctx, {
    kind: 'reset',
    lang: job.lang,
    to: user.email,
    name: user.username,
    url,
  });
}

export function accountMailsConsumer(ctx: AccountContext): Consumer {
  return {
    queue: ACCOUNT_MAILS_QUEUE,
    concurrency: 2,
    handle: (job) => deliver(ctx, (job as QueuedJob<AccountMailJob>).data),
  };
}
