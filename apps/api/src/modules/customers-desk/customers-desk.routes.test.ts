import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCustomerDetailSchema,
  AdminCustomerListSchema,
  AuditPageSchema,
} from '@print/contracts';
import { signIn } from '../../test/account-fixtures.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
} from '../../test/checkout-fixtures.js';
import { seedCustomer } from '../../test/customer-fixtures.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// /api/admin/customers through real staff sign-ins (password + TOTP at a fixed clock).
const NOW = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
let office: SignedInStaff;
let owner: SignedInStaff;
let production: SignedInStaff;
let customerId: string;
const orderNumbers: string[] = [];

/** A cart filled anonymously, then the customer signs in (the cart becomes theirs) and orders. */
async function orderAs(username: string): Promise<string> {
  const session = newSessionCookies();
  const cartId = await createFilledCart(t.app, session, 1);
  const { res, cookies } = await signIn(t.app, username, undefined, session);
  expect(res.statusCode, res.body).toBe(200);
  const placed = await placeOrder(t.app, { ...session, ...cookies }, checkoutBody(cartId));
  return placed.order.orderNumber;
}

const get = (url: string, cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, cookies });
const post = (url: string, cookies: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, cookies, payload });
const detailOf = async (cookies: Record<string, string>) =>
  AdminCustomerDetailSchema.parse(
    (await get(`/api/admin/customers/${customerId}`, cookies)).json(),
  );

async function auditOf(staffId: string) {
  const res = await get(`/api/admin/audit?staffId=${staffId}`, owner.cookies);
  expect(res.statusCode, res.body).toBe(200);
  return AuditPageSchema.parse(res.json()).items.filter((e) => e.entityType === 'customer');
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  customerId = await seedCustomer(
    t.app,
    {
      username: 'route-kunde',
      first: 'Karin',
      last: 'Route',
      company: 'Route AG',
      vatId: 'CHE-123.456.789 MWST',
    },
    NOW,
  );
  await seedCustomer(t.app, { username: 'route-other', last: 'Anders', minutesAgo: 5 }, NOW);
  orderNumbers.push(await orderAs('route-kunde'));
  orderNumbers.push(await orderAs('route-kunde'));
  [office, owner, production] = await Promise.all([
    signInStaff(t.app, 'office'),
    signInStaff(t.app, 'owner'),
    signInStaff(t.app, 'production'),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('who reaches /api/admin/customers', () => {
  it('answers 404 to anonymous callers, customers and production staff', async () => {
    const customer = await signIn(t.app, 'route-other');
    const urls = [
      ['GET', '/api/admin/customers'],
      ['GET', `/api/admin/customers/${customerId}`],
      ['POST', `/api/admin/customers/${customerId}/block`],
      ['POST', `/api/admin/customers/${customerId}/unblock`],
      ['POST', `/api/admin/customers/${customerId}/verify-company`],
    ] as const;
    for (const cookies of [{}, customer.cookies, production.cookies]) {
      for (const [method, url] of urls) {
        const res = await t.app.inject({
          method,
          url,
          cookies,
          payload: { reason: 'x', verified: true },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await detailOf(owner.cookies)).blocked).toBe(false);
  });
});

describe('list and detail', () => {
  it('lists with the order figures and searches the company', async () => {
    const res = await get('/api/admin/customers?q=route%20ag', office.cookies);
    expect(res.statusCode, res.body).toBe(200);
    const list = AdminCustomerListSchema.parse(res.json());
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: customerId,
      userName: 'route-kunde',
      name: 'Karin Route',
      company: 'Route AG',
      orderCount: 2,
      lastOrderAt: NOW.toISOString(),
    });
    const other = await get('/api/admin/customers?q=route-other', office.cookies);
    expect(AdminCustomerListSchema.parse(other.json()).items[0]).toMatchObject({
      orderCount: 0,
      lastOrderAt: null,
    });
    const bad = await get('/api/admin/customers?type=wholesale', office.cookies);
    expect(bad.statusCode).toBe(400);
  });

  it('shows the profile, VAT id and the orders newest first; 404 for an unknown id', async () => {
    const detail = await detailOf(office.cookies);
    expect(detail).toMatchObject({
      email: 'route-kunde@example.ch',
      vatId: 'CHE-123.456.789 MWST',
      confirmedAt: NOW.toISOString(),
      companyVerification: null,
      block: null,
    });
    expect(detail.billingAddress).toMatchObject({ city: 'Zürich', company: 'Route AG' });
    // One clock for both: the later order (higher number) first.
    expect(detail.orders.map((o) => o.orderNumber)).toEqual([...orderNumbers].reverse());
    expect(detail.orders[0]).toMatchObject({
      status: 'ORDER_RECEIVED',
      totalCents: expect.any(Number),
    });
    const unknown = await get('/api/admin/customers/no-such-customer', office.cookies);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'CUSTOMER_NOT_FOUND' } });
  });
});

describe('verify, block, unblock', () => {
  it('verifies the company with who and when, and audits it', async () => {
    const res = await post(`/api/admin/customers/${customerId}/verify-company`, office.cookies, {
      verified: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = AdminCustomerDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      companyVerified: true,
      isBusiness: true,
      companyVerification: {
        at: NOW.toISOString(),
        staffId: office.staff.id,
        staffName: office.staff.name,
      },
    });
    expect(await t.app.services.accounts.hasVerifiedCompany(customerId)).toBe(true);
    const [entry] = await auditOf(office.staff.id);
    expect(entry).toMatchObject({
      action: 'customer.verify',
      entityId: customerId,
      before: { companyVerified: false },
      after: { companyVerified: true },
    });
  });

  it('blocks: the session ends, sign-in is refused with the right password only; orders stay', async () => {
    const customer = await signIn(t.app, 'route-kunde');
    const details = () => get('/api/auth/user/details', customer.cookies);
    expect((await details()).statusCode).toBe(200);
    const empty = await post(`/api/admin/customers/${customerId}/block`, office.cookies, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);

    const res = await post(`/api/admin/customers/${customerId}/block`, office.cookies, {
      reason: 'Unpaid invoices, see ticket 88',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = AdminCustomerDetailSchema.parse(res.json());
    expect(detail.block).toEqual({
      at: NOW.toISOString(),
      staffId: office.staff.id,
      staffName: office.staff.name,
      reason: 'Unpaid invoices, see ticket 88',
    });
    expect(detail.orders).toHaveLength(2);
    expect((await details()).statusCode).toBe(401);

    const right = await signIn(t.app, 'route-kunde');
    expect(right.res.statusCode).toBe(403);
    expect(right.res.json()).toMatchObject({ error: { code: 'ACCOUNT_BLOCKED' } });
    const wrong = await signIn(t.app, 'route-kunde', 'Nicht-das-Passwort-1');
    expect(wrong.res.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });

    const blockedOnly = await get('/api/admin/customers?blocked=true', owner.cookies);
    expect(AdminCustomerListSchema.parse(blockedOnly.json()).items.map((c) => c.id)).toEqual([
      customerId,
    ]);
  });

  it('unblocks (the owner too): sign-in works again; every change is in the audit log', async () => {
    const res = await post(`/api/admin/customers/${customerId}/unblock`, owner.cookies);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminCustomerDetailSchema.parse(res.json())).toMatchObject({
      blocked: false,
      block: null,
    });
    expect((await signIn(t.app, 'route-kunde')).res.statusCode).toBe(200);

    const byOffice = await auditOf(office.staff.id);
    expect(byOffice.map((e) => e.action).sort()).toEqual(['customer.block', 'customer.verify']);
    const block = byOffice.find((e) => e.action === 'customer.block');
    expect(block).toMatchObject({
      entityId: customerId,
      before: { blocked: false },
      after: { blocked: true, reason: 'Unpaid invoices, see ticket 88', sessionsEnded: 3 },
    });
    const byOwner = await auditOf(owner.staff.id);
    expect(byOwner.map((e) => e.action)).toEqual(['customer.unblock']);
  });
});
