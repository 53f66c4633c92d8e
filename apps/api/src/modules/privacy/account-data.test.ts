import { AccountDataExportSchema, CreateCartResponseSchema } from '@print/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signupBody, TEST_PASSWORD, waitForMailTo } from '../../test/account-fixtures.js';
import { PA2200 } from '../../test/checkout-fixtures.js';
import { seedCustomer } from '../../test/customer-fixtures.js';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { insertAnalysedFile } from '../../test/fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { carts } from '../cart/cart.tables.js';
import { files } from '../files/files.tables.js';
import { orders } from '../orders/orders.tables.js';

// The customer's data download and account deletion on /account (issue 27 item 6).
const now = new Date();
let t: TestApp;
let sink: SmtpSink;
let cookies: Record<string, string>;
const ids: Record<string, string> = {};
const db = () => t.app.database.db;
const EMAIL = 'leaving@example.ch';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url }, now: () => now });
  const userId = await seedCustomer(t.app, { username: 'leaving', last: 'Gehtweg' }, now);
  const principal = `user:${userId}`;
  ids.orderedFile = (await insertAnalysedFile(db(), { ownerSession: principal })).id;
  ids.cartFile = (await insertAnalysedFile(db(), { ownerSession: principal, name: 'lid.stl' })).id;
  ids.order = await insertDeskOrder(db(), {
    orderNumber: '2026-000911',
    ownerPrincipal: principal,
    lastname: 'Gehtweg',
    email: EMAIL,
    fileIds: [ids.orderedFile],
  });
  cookies = (await signIn(t.app, 'leaving')).cookies;
  const created = await t.app.inject({ method: 'POST', url: '/api/checkout/cart', cookies });
  ids.cart = CreateCartResponseSchema.parse(created.json())._id;
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/cart/${ids.cart}/item`,
    cookies,
    payload: { items: [{ referencedId: ids.cartFile, ...PA2200, quantity: 2 }] },
  });
  expect(added.statusCode, added.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('the account data download', () => {
  it('holds the profile, the orders with lines, addresses and documents, carts and files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user/data', cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="print-portal-data-/);
    const data = AccountDataExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({ username: 'leaving', email: 'leaving@example.ch' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]?.billingInformation).toMatchObject({ lastname: 'Gehtweg' });
    expect(data.orders[0]?.documents.length).toBeGreaterThan(0);
    expect(data.orders[0]?.items).toHaveLength(1);
    expect(data.carts.map((cart) => cart.items.map((item) => item.fileId))).toEqual([
      [ids.cartFile],
    ]);
    expect(data.files.map((file) => file.id).sort()).toEqual(
      [ids.orderedFile, ids.cartFile].sort(),
    );
  });

  it('is for a signed-in customer only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user/data' });
    expect(res.statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('refuses a wrong password with a code and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/delete',
      cookies,
      payload: { password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'PASSWORD_WRONG' } });
    const still = await t.app.inject({ method: 'GET', url: '/api/auth/user/details', cookies });
    expect(still.statusCode).toBe(200);
  });

  it('keeps the order with its address, ends sessions, frees the e-mail and confirms by mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/delete',
      cookies,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await waitForMailTo(sink, EMAIL, 1)).subject).toBe('Ihr Konto wurde gelöscht');

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user/details', cookies });
    expect(after.statusCode).toBe(401);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, ids.order ?? ''));
    expect(order?.billingAddress).toMatchObject({ lastname: 'Gehtweg' });
    const left = await db().select({ id: files.id }).from(files);
    expect(left.map((row) => row.id)).toContain(ids.orderedFile);
    expect(left.map((row) => row.id)).not.toContain(ids.cartFile);
    expect(
      await db()
        .select()
        .from(carts)
        .where(eq(carts.id, ids.cart ?? '')),
    ).toEqual([]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('leaving', EMAIL),
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
