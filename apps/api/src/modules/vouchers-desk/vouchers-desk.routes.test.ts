import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminVoucherDetailSchema,
  AdminVoucherListSchema,
  AdminVoucherSchema,
  AuditPageSchema,
} from '@print/contracts';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  postCheckout,
} from '../../test/checkout-fixtures.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// /api/admin/vouchers through real staff sign-ins; the shop's checkout sees what the desk does.
let t: TestApp;
let owner: SignedInStaff;
let office: SignedInStaff;
let production: SignedInStaff;

const VOUCHER = {
  code: 'SPRING-26',
  type: 'percentage',
  value: 12.5,
  minValueCents: 10_000,
  fromDate: '2026-01-01',
  toDate: '2099-12-31',
  maxUsage: 3,
  freeShipping: true,
} as const;

beforeAll(async () => {
  t = await createTestApp();
  [owner, office, production] = await Promise.all([
    signInStaff(t.app, 'owner'),
    signInStaff(t.app, 'office'),
    signInStaff(t.app, 'production'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const send = (
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  who: SignedInStaff | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    cookies: who?.cookies ?? {},
    ...(payload ? { payload } : {}),
  });

async function create(body: object = VOUCHER) {
  const res = await send('POST', '/vouchers', owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return AdminVoucherSchema.parse(res.json());
}

async function orderWith(code: string) {
  const cookies = newSessionCookies();
  const cartId = await createFilledCart(t.app, cookies);
  return postCheckout(t.app, cookies, { ...checkoutBody(cartId), discountId: code });
}

describe('vouchers on the desk', () => {
  it('the owner creates one; the same code again (other case) is 409; bad input is 400', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...VOUCHER, usageCount: 0, active: true, deactivatedAt: null });
    const again = await send('POST', '/vouchers', owner, { ...VOUCHER, code: 'spring-26' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'VOUCHER_CODE_TAKEN' } });
    for (const bad of [
      { ...VOUCHER, code: 'X' },
      { ...VOUCHER, code: 'HAS SPACE' },
      { ...VOUCHER, value: 100.5 },
      { ...VOUCHER, type: 'absolute', value: 10.5 },
      { ...VOUCHER, fromDate: '2026-05-01', toDate: '2026-04-30' },
      { ...VOUCHER, maxUsage: 0 },
    ]) {
      const res = await send('POST', '/vouchers', owner, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const list = AdminVoucherListSchema.parse((await send('GET', '/vouchers', office)).json());
    expect(list.items.filter((v) => v.code.toLowerCase() === 'spring-26')).toHaveLength(1);
  });

  it('office reads but cannot write; production and strangers get 404', async () => {
    const created = await create({ ...VOUCHER, code: 'READONLY1' });
    expect((await send('GET', `/vouchers/${created.id}`, office)).statusCode).toBe(200);
    expect(
      (await send('POST', '/vouchers', office, { ...VOUCHER, code: 'OFFICE1' })).statusCode,
    ).toBe(404);
    expect((await send('POST', `/vouchers/${created.id}/deactivate`, office)).statusCode).toBe(404);
    for (const who of [production, null]) {
      expect((await send('GET', '/vouchers', who)).statusCode).toBe(404);
    }
  });

  it('orders using it show in its history; edited and deactivated, the history stays and the code stops working', async () => {
    const created = await create({ ...VOUCHER, code: 'HISTORY1', minValueCents: 0 });
    const placed = await orderWith('history1');
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json<{ order: { orderNumber: string } }>().order.orderNumber;

    const edited = await send('PUT', `/vouchers/${created.id}`, owner, {
      ...VOUCHER,
      code: 'HISTORY1',
      minValueCents: 0,
      value: 20,
      maxUsage: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ value: 20, maxUsage: null, usageCount: 1 });
    const taken = await send('PUT', `/vouchers/${created.id}`, owner, {
      ...VOUCHER,
      code: 'spring-26',
    });
    expect(taken.statusCode).toBe(409);

    const off = await send('POST', `/vouchers/${created.id}/deactivate`, owner);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      active: false,
      deactivatedAt: expect.any(String) as unknown,
    });
    const refused = await orderWith('HISTORY1');
    expect(refused.json()).toMatchObject({ error: { code: 'VOUCHER_NOT_FOUND' } });

    const detail = AdminVoucherDetailSchema.parse(
      (await send('GET', `/vouchers/${created.id}`, office)).json(),
    );
    expect(detail.uses).toMatchObject([{ orderNumber, releasedAt: null }]);
    expect(detail.uses[0]?.discountCents).toBeGreaterThan(0);

    const on = await send('POST', `/vouchers/${created.id}/activate`, owner);
    expect(on.json()).toMatchObject({ active: true });
    const audit = AuditPageSchema.parse(
      (await send('GET', `/audit?staffId=${owner.staff.id}`, owner)).json(),
    ).items.filter((e) => e.entityId === created.id);
    expect(audit.map((e) => e.action).sort()).toEqual([
      'voucher.activate',
      'voucher.create',
      'voucher.deactivate',
      'voucher.update',
    ]);
  });

  it('an unknown voucher is 404', async () => {
    const res = await send('GET', '/vouchers/no-such-voucher', owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'VOUCHER_NOT_FOUND' } });
  });
});
