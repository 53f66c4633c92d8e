import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCustomerListQuerySchema } from '@print/contracts';
import { AUTH_COOKIE, signIn, TEST_PASSWORD } from '../../test/account-fixtures.js';
import { seedCustomer, type CustomerSeed } from '../../test/customer-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountsRepository } from './accounts.repository.js';
import type { CustomerDeskService } from './customer-desk.service.js';
import { generateSecretToken, hashToken } from './secret-tokens.js';

// The desk's customer use cases by function call (issue 25 item 8); the routes, staff access and
// audit rows are tested in modules/customers-desk. Fixed clock: sessions never expire here.
const NOW = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
let desk: CustomerDeskService;

const seedUser = (seed: CustomerSeed) => seedCustomer(t.app, seed, NOW);

const listOf = (query: Record<string, string>) =>
  desk.list(AdminCustomerListQuerySchema.parse(query));
const userNamesOf = async (query: Record<string, string>) =>
  (await listOf(query)).items.map((c) => c.userName);

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  desk = t.app.services.accounts.customerDesk;
  const seeds: CustomerSeed[] = [
    {
      username: 'desk-hofer',
      first: 'Jonas',
      last: 'Hofer',
      company: 'Hofer Feinmechanik AG',
      business: true,
      verified: true,
      minutesAgo: 10,
    },
    {
      username: 'desk-keller',
      first: 'Lea',
      last: 'Keller',
      company: 'Keller & Co',
      business: true,
      minutesAgo: 20,
    },
    { username: 'desk-brunner', first: 'Marco', last: 'Brunner', business: false, minutesAgo: 30 },
    {
      username: 'desk-percent',
      first: 'Rita',
      last: 'Zahl',
      company: '100% Modellbau',
      business: true,
      minutesAgo: 40,
    },
    {
      username: 'desk-verified-private',
      first: 'Ueli',
      last: 'Amrein',
      business: false,
      verified: true,
      minutesAgo: 50,
    },
    { username: 'desk-victim', first: 'Vera', last: 'Opfer', minutesAgo: 60 },
    { username: 'desk-unconfirmed', first: 'Nina', last: 'Neu', confirmed: false, minutesAgo: 70 },
  ];
  for (const seed of seeds) ids[seed.username] = await seedUser(seed);
  for (let i = 0; i < 12; i += 1) {
    await seedUser({
      username: `desk-bulk-${String(i).padStart(2, '0')}`,
      last: `Bulk${i}`,
      minutesAgo: 100 + i,
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('customer list', () => {
  it('searches name, company, e-mail and user name, case-insensitively', async () => {
    expect(await userNamesOf({ q: 'FEINMECH' })).toEqual(['desk-hofer']);
    expect(await userNamesOf({ q: 'lea keller' })).toEqual(['desk-keller']);
    expect(await userNamesOf({ q: 'desk-brunner@example' })).toEqual(['desk-brunner']);
    expect(await userNamesOf({ q: 'VICTIM' })).toEqual(['desk-victim']);
  });

  it('takes % and _ in the search literally', async () => {
    expect(await userNamesOf({ q: '100%' })).toEqual(['desk-percent']);
    expect(await userNamesOf({ q: '00% mod' })).toEqual(['desk-percent']);
    expect(await userNamesOf({ q: 'desk_' })).toEqual([]);
  });

  it('filters business (chosen or verified), private, verified and blocked', async () => {
    const business = await userNamesOf({ q: 'desk-', type: 'business', pageSize: '100' });
    expect(business.sort()).toEqual(
      ['desk-hofer', 'desk-keller', 'desk-percent', 'desk-verified-private'].sort(),
    );
    const privates = await userNamesOf({ q: 'desk-', type: 'private', pageSize: '100' });
    expect(privates).toContain('desk-brunner');
    expect(privates).not.toContain('desk-verified-private');
    expect((await userNamesOf({ q: 'desk-', verified: 'true' })).sort()).toEqual([
      'desk-hofer',
      'desk-verified-private',
    ]);
    expect(await userNamesOf({ q: 'desk-', blocked: 'true' })).toEqual([]);
  });

  it('pages newest first with the total, and sorts by name', async () => {
    const first = await listOf({ q: 'desk-', pageSize: '5' });
    expect(first.total).toBe(19);
    expect(first.items.map((c) => c.userName)).toEqual([
      'desk-hofer',
      'desk-keller',
      'desk-brunner',
      'desk-percent',
      'desk-verified-private',
    ]);
    const last = await listOf({ q: 'desk-', pageSize: '5', page: '4' });
    expect(last.items.map((c) => c.userName)).toEqual([
      'desk-bulk-08',
      'desk-bulk-09',
      'desk-bulk-10',
      'desk-bulk-11',
    ]);
    expect(last.total).toBe(19);
    const byName = await userNamesOf({ q: 'desk-', sort: 'name', dir: 'asc', pageSize: '3' });
    expect(byName).toEqual(['desk-verified-private', 'desk-brunner', 'desk-bulk-00']);
  });

  it('answers the row as the desk shows it', async () => {
    const [hofer] = (await listOf({ q: 'desk-hofer' })).items;
    expect(hofer).toMatchObject({
      id: ids['desk-hofer'],
      email: 'desk-hofer@example.ch',
      name: 'Jonas Hofer',
      company: 'Hofer Feinmechanik AG',
      isBusiness: true,
      companyVerified: true,
      blocked: false,
    });
    const [brunner] = (await listOf({ q: 'desk-brunner' })).items;
    expect(brunner?.company).toBeNull();
  });
});

describe('company verification', () => {
  it('by id (the desk) records who and when; by user name (the script) the same use case', async () => {
    const id = ids['desk-keller'] as string;
    const verified = await desk.verifyCompany({ id }, true, { staffId: 'staff-1' });
    expect(verified.ok && verified.value.companyVerification).toEqual({
      at: NOW,
      staffId: 'staff-1',
    });
    expect(await t.app.services.accounts.hasVerifiedCompany(id)).toBe(true);
    expect(await t.app.services.accounts.setVerifiedCompany('DESK-KELLER', false)).toBe(true);
    const after = await desk.get(id);
    expect(after).toMatchObject({ companyVerified: false, companyVerification: { staffId: null } });
    expect(await t.app.services.accounts.setVerifiedCompany('nobody-here', true)).toBe(false);
    const unknown = await desk.verifyCompany({ id: randomUUID() }, true, { staffId: 'staff-1' });
    expect(unknown.ok ? null : unknown.error.code).toBe('CUSTOMER_NOT_FOUND');
  });
});

describe('block and unblock', () => {
  const signinAs = (username: string, password = TEST_PASSWORD) =>
    signIn(t.app, username, password);
  const details = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user/details', cookies });

  it('rolls back with the hook: the change and its audit entry commit together', async () => {
    const id = ids['desk-victim'] as string;
    const failing = desk.block(id, 'test', {
      staffId: 'staff-1',
      onChange: () => Promise.reject(new Error('audit down')),
    });
    await expect(failing).rejects.toThrow('audit down');
    expect((await desk.get(id))?.blocked).toBe(false);
  });

  it('ends every session, refuses sign-in with the right password only, unblock restores', async () => {
    const id = ids['desk-victim'] as string;
    const session = await signinAs('desk-victim');
    expect(session.res.statusCode).toBe(200);
    expect((await details(session.cookies)).statusCode).toBe(200);
    const changes: unknown[] = [];
    const blocked = await desk.block(id, 'Chargebacks', {
      staffId: 'staff-2',
      onChange: (_tx, change) => Promise.resolve(void changes.push(change)),
    });
    expect(blocked.ok && blocked.value.block).toEqual({
      at: NOW,
      staffId: 'staff-2',
      reason: 'Chargebacks',
    });
    expect(changes).toEqual([
      {
        before: { blocked: false, reason: null },
        after: { blocked: true, reason: 'Chargebacks', sessionsEnded: 1 },
      },
    ]);
    expect((await details(session.cookies)).statusCode).toBe(401);

    const right = await signinAs('desk-victim');
    expect(right.res.statusCode).toBe(403);
    expect(right.res.json()).toMatchObject({ error: { code: 'ACCOUNT_BLOCKED' } });
    expect(right.res.cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
    const wrong = await signinAs('desk-victim', 'Falsches-Passwort-99');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });

    const listed = await listOf({ q: 'desk-', blocked: 'true' });
    expect(listed.items.map((c) => c.userName)).toEqual(['desk-victim']);

    const unblocked = await desk.unblock(id, { staffId: 'staff-2' });
    expect(unblocked.ok && unblocked.value).toMatchObject({ blocked: false, block: null });
    expect((await signinAs('desk-victim')).res.statusCode).toBe(200);
  });

  it('refuses a reset link of a blocked account (one mailed while the block was set)', async () => {
    const id = ids['desk-brunner'] as string;
    expect((await desk.block(id, 'Fraud', { staffId: null })).ok).toBe(true);
    const code = generateSecretToken();
    await createAccountsRepository(t.app.database.db).insertLink({
      tokenHash: hashToken(code),
      userId: id,
      purpose: 'reset',
      expiresAt: new Date(NOW.getTime() + 3600_000),
      createdAt: NOW,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/callback',
      payload: { uuid: code, password: 'Neues-Kupfer-Passwort-7' },
    });
    expect(res.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    expect((await signIn(t.app, 'desk-brunner')).res.json()).toMatchObject({
      error: { code: 'ACCOUNT_BLOCKED' },
    });
  });

  it('keeps a blocked unconfirmed account: a new sign-up cannot free its name or e-mail', async () => {
    const id = ids['desk-unconfirmed'] as string;
    expect((await desk.block(id, 'Fake shop', { staffId: null })).ok).toBe(true);
    const later = new Date(NOW.getTime() + 30 * 24 * 3600_000);
    const repo = createAccountsRepository(t.app.database.db);
    await repo.deleteUnconfirmedBefore(id, later);
    expect((await desk.get(id))?.blocked).toBe(true);
  });
});
