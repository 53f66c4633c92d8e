/**
 * Two http apps on one PostgreSQL hold one per-client limit (issue 27 item 2). The vitest config
 * runs *.pg.test.ts only when DATABASE_URL is set; run on its own without it, this file fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';

if (!process.env.DATABASE_URL)
  throw new Error('the shared rate-limit test needs DATABASE_URL (PostgreSQL shared by two apps)');

let database: TestDatabase;
let a: App;
let b: App;

beforeAll(async () => {
  database = await createTestDatabase();
  // Three form posts per client and window, counted on the limiter every form route shares.
  [a, b] = await Promise.all([
    buildTestApp(database, { formsPostsPer10Minutes: 3 }),
    buildTestApp(database, { formsPostsPer10Minutes: 3 }),
  ]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await database.dropDatabase();
});

/** An empty form post: refused by validation (400) after the limiter counted it, or 429. */
const post = (app: App, path: string) =>
  app.inject({ method: 'POST', url: `/api/forms/${path}`, payload: {} });

describe('the shared rate-limit store', () => {
  it('counts one client across two processes and routes: the fourth post is refused by either', async () => {
    expect((await post(a, 'contact')).statusCode).toBe(400);
    expect((await post(b, 'bug-report')).statusCode).toBe(400);
    const third = await post(a, 'contact');
    expect(third.statusCode).toBe(400);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    // Per-process memory stores would have let A count 2 and B 1: both still open.
    const refusedByA = await post(a, 'contact');
    expect(refusedByA.statusCode).toBe(429);
    expect(refusedByA.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await post(b, 'contact')).statusCode).toBe(429);
  });
});
