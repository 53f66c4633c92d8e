import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueuedJob } from '../../plugins/job-queue.js';
import { signupBody } from '../../test/account-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { RECIPIENT_LIMITS } from '../mail/recipient-limits.js';
import { ACCOUNT_MAILS_QUEUE } from './account-mail-jobs.js';

/**
 * Issue 23 item 10: a sign-up with a taken address mails its owner ("someone tried to register");
 * from many clients that was unlimited mail to one inbox. The owner now gets a few a day.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows(queue: string, to?: string): Promise<{ id: string; data: object }[]> {
  const result = await t.app.database.db.execute(
    to === undefined
      ? sql`SELECT id, data FROM pgboss.job WHERE name = ${queue} ORDER BY created_on`
      : sql`SELECT id, data FROM pgboss.job WHERE name = ${queue} AND data->>'to' = ${to}`,
  );
  return (result as { rows: { id: string; data: object }[] }).rows;
}

describe('sign-up with a taken e-mail', () => {
  it('mails the owner a few times a day at most, however many clients try', async () => {
    const owner = 'taken-owner@example.ch';
    const signUp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: `10.8.0.${i + 1}`,
        payload: signupBody(`owner${i}x`, owner),
      });
    expect((await signUp(0)).statusCode).toBe(201);
    const tries = RECIPIENT_LIMITS['account-notice'].max + 3;
    for (let i = 1; i <= tries; i++) expect((await signUp(i)).statusCode).toBe(201);
    // The worker's step, run here on each queued job (no worker in this app).
    const accounts = t.app.runtime.modules.find((m) => m.name === 'accounts');
    const consumer = accounts?.consumers?.find((c) => c.queue === ACCOUNT_MAILS_QUEUE);
    const jobs = await rows(ACCOUNT_MAILS_QUEUE);
    expect(jobs).toHaveLength(tries);
    for (const job of jobs)
      await consumer?.handle(job as unknown as QueuedJob<Record<string, unknown>>);
    // The opt-in of the first sign-up, and the capped notices.
    expect(await rows('mail', owner)).toHaveLength(1 + RECIPIENT_LIMITS['account-notice'].max);
  });
});
