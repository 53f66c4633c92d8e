import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddCartItemsResponseSchema,
  CartItemsResponseSchema,
  CreateCartResponseSchema,
  UserDetailsResponseSchema,
} from '@print/contracts';
import { createTasksRepository } from './modules/analysis/analysis.repository.js';
import { SESSION_COOKIE } from './plugins/session.js';
import { registerConfirmed, signIn, TEST_ADDRESS, TEST_PASSWORD } from './test/account-fixtures.js';
import { insertAnalysedFile } from './test/fixtures.js';
import { buildMultipart, TINY_PNG } from './test/multipart.js';
import { startSmtpSink, type SmtpSink } from './test/smtp-sink.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { users } from './modules/accounts/accounts.tables.js';

/**
 * Issue 10 item 7: every route that touches a customer's resource, called as its owner (a signed-in
 * account), as another signed-in customer, as an anonymous session and with no cookie at all.
 * The owner gets it; the others get 404 (401 for the account routes), never data.
 */
const ITEM = { printModeId: 'sls-pa2200', surfaceFinishId: 'sls-pa2200-blasted', colorId: 'white' };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Call {
  readonly method: Method;
  readonly url: string;
  readonly payload?: () => { headers?: Record<string, string>; payload: unknown };
}

let t: TestApp;
let sink: SmtpSink;
let owner: Record<string, string>;
let other: Record<string, string>;
const anonymous = { [SESSION_COOKIE]: 'matrixAnonymous0000000' };
let calls: Call[];
let accountCalls: Call[];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
  await registerConfirmed(t.app, sink, 'matrix-owner', 'owner@matrix.test');
  await registerConfirmed(t.app, sink, 'matrix-other', 'other@matrix.test');
  owner = (await signIn(t.app, 'matrix-owner')).cookies;
  other = (await signIn(t.app, 'matrix-other')).cookies;
  const ownerId =
    (await t.app.database.db.select({ id: users.id }).from(users).limit(1))[0]?.id ?? '';
  const principal = `user:${ownerId}`;
  const file = await insertAnalysedFile(t.app.database.db, { ownerSession: principal });
  const taskId = randomUUID();
  await createTasksRepository(t.app.database.db).insert({
    id: taskId,
    fileId: file.id,
    ownerSession: principal,
  });
  const cart = await t.app.inject({ method: 'POST', url: '/api/checkout/cart', cookies: owner });
  const cartId = CreateCartResponseSchema.parse(cart.json())._id;
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/cart/${cartId}/item`,
    cookies: owner,
    payload: { items: [{ referencedId: file.id, ...ITEM }] },
  });
  const itemId = AddCartItemsResponseSchema.parse(added.json()).createdItems[0]?._id ?? '';
  const item = `/api/checkout/cart/${cartId}/item/${itemId}`;
  const thumb = await t.app.inject({
    method: 'POST',
    url: `${item}/thumbnail`,
    cookies: owner,
    ...buildMultipart('t.png', 'image/png', TINY_PNG),
  });
  const attached = await t.app.inject({
    method: 'POST',
    url: `${item}/attachments`,
    cookies: owner,
    ...buildMultipart('plan.pdf', 'application/pdf', Buffer.from('%PDF-1.4 plan')),
  });
  expect([thumb.statusCode, attached.statusCode]).toEqual([200, 200]);
  const attachmentUrl =
    CartItemsResponseSchema.parse(attached.json()).items[0]?.attachments[0]?.url ?? '';
  calls = [
    { method: 'GET', url: `/api/analytx/file/${file.id}` },
    {
      method: 'PATCH',
      url: `/api/analytx/file/${file.id}`,
      payload: () => ({ payload: { name: 'x.stl' } }),
    },
    { method: 'GET', url: `/api/analytx/task/${taskId}` },
    { method: 'GET', url: `/api/checkout/cart/${cartId}` },
    { method: 'GET', url: `/api/checkout/cart/${cartId}/totals` },
    {
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item`,
      payload: () => ({ payload: { items: [{ referencedId: file.id, ...ITEM }] } }),
    },
    { method: 'PATCH', url: item, payload: () => ({ payload: { items: [{ quantity: 2 }] } }) },
    { method: 'GET', url: `${item}/thumbnail` },
    {
      method: 'POST',
      url: `${item}/thumbnail`,
      payload: () => buildMultipart('t.png', 'image/png', TINY_PNG),
    },
    { method: 'GET', url: attachmentUrl },
    {
      method: 'POST',
      url: `${item}/attachments`,
      payload: () => buildMultipart('b.pdf', 'application/pdf', Buffer.from('%PDF-1.4 b')),
    },
    { method: 'DELETE', url: attachmentUrl },
    { method: 'DELETE', url: item },
  ];
  accountCalls = [
    { method: 'GET', url: '/api/auth/user/details' },
    {
      method: 'PUT',
      url: '/api/auth/user/details',
      payload: () => ({ payload: { billingInformation: TEST_ADDRESS } }),
    },
    { method: 'GET', url: '/api/auth/sessions' },
    { method: 'GET', url: '/api/checkout/order/user' },
    {
      method: 'POST',
      url: '/api/auth/email',
      payload: () => ({ payload: { email: 'x@matrix.test', password: TEST_PASSWORD } }),
    },
    { method: 'DELETE', url: '/api/auth/sessions/others' },
  ];
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const call = (c: Call, cookies: Record<string, string>) => {
  const body = c.payload?.();
  return t.app.inject({
    method: c.method,
    url: c.url,
    cookies,
    ...(body?.headers ? { headers: body.headers } : {}),
    ...(body ? { payload: body.payload as string } : {}),
  });
};

describe('authorization matrix: owner 2xx, everyone else 404, never data', () => {
  it('answers another customer, an anonymous session and no cookie 404 on every resource route', async () => {
    for (const c of calls) {
      for (const [who, cookies] of [
        ['other', other],
        ['anonymous', anonymous],
        ['none', {}],
      ] as const) {
        const res = await call(c, cookies);
        expect(res.statusCode, `${who} ${c.method} ${c.url}`).toBe(404);
        expect(Object.keys(res.json<object>()), `${who} ${c.method} ${c.url}`).toEqual(['error']);
      }
    }
  });

  it('answers the owner 2xx on the same routes (the delete last)', async () => {
    for (const c of calls) {
      const res = await call(c, owner);
      expect(res.statusCode, `owner ${c.method} ${c.url}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `owner ${c.method} ${c.url}`).toBeLessThan(300);
    }
  });

  it('answers the account routes 401 without sign-in and only the caller’s own data otherwise', async () => {
    for (const c of accountCalls) {
      for (const cookies of [anonymous, {}]) {
        const res = await call(c, cookies);
        expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
        expect(res.json()).toMatchObject({ error: { code: 'NOT_AUTHENTICATED' } });
      }
      const mine = await call(c, owner);
      expect(mine.statusCode, `owner ${c.method} ${c.url}`).toBeLessThan(300);
    }
    const seen = await call(accountCalls[0] as Call, other);
    expect(UserDetailsResponseSchema.parse(seen.json()).username).toBe('matrix-other');
  });
});
