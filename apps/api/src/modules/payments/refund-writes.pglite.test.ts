import { AdminOrderRefundsSchema } from '@print/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Refund and voucher writes on the embedded database (one connection: a query beside an open
 * transaction would wait forever): the per-order advisory lock, the row and its audit entry in one
 * transaction; a voucher write and its audit entry likewise, a duplicate code answered 409.
 */
let t: TestApp;
let owner: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t.app, 'owner');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('refund and voucher writes on PGlite', () => {
  it('records bank refunds up to what is left', async () => {
    const orderId = await insertDeskOrder(t.app.database.db, {
      orderNumber: '2026-000951',
      paymentMethod: 'billing',
      paymentStatus: 'PAYMENT_RECEIVED',
      totalCents: 10_000,
    });
    const refund = (amountCents: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        cookies: owner.cookies,
        payload: {
          kind: 'bank',
          amountCents,
          reason: 'Credit for a late delivery',
          iban: 'CH9300762011623852957',
          accountHolder: 'Anna Muster',
        },
      });
    expect((await refund(6_000)).statusCode).toBe(201);
    expect((await refund(4_001)).json()).toMatchObject({
      error: { code: 'REFUND_AMOUNT_EXCEEDS_LEFT' },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      cookies: owner.cookies,
    });
    expect(AdminOrderRefundsSchema.parse(list.json())).toMatchObject({
      leftCents: 4_000,
      refundedCents: 6_000,
    });
  });

  it('creates and deactivates a voucher; a duplicate code is 409', async () => {
    const body = {
      code: 'PGLITE-1',
      type: 'absolute',
      value: 1_500,
      minValueCents: 0,
      fromDate: null,
      toDate: null,
      maxUsage: null,
      freeShipping: false,
    };
    const send = (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        cookies: owner.cookies,
        ...(payload ? { payload } : {}),
      });
    const created = await send('/api/admin/vouchers', body);
    expect(created.statusCode, created.body).toBe(201);
    expect((await send('/api/admin/vouchers', { ...body, code: 'pglite-1' })).statusCode).toBe(409);
    const id = created.json<{ id: string }>().id;
    const off = await send(`/api/admin/vouchers/${id}/deactivate`);
    expect(off.json()).toMatchObject({ active: false });
  });
});
