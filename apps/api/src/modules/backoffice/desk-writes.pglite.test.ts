import { AdminOrderDetailSchema } from '@print/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomer } from '../../test/customer-fixtures.js';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * The desk's writes on the embedded database, whose one connection a transaction holds: a query
 * outside the transaction while it is open (a template read, an audit row on the pool) waits
 * forever there. Each write here once hung; on PostgreSQL the pool hid it.
 */
const NOW = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
let office: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  office = await signInStaff(t.app, 'office');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function versionOf(orderId: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    cookies: office.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderDetailSchema.parse(res.json()).version;
}

describe('desk writes on PGlite', () => {
  it('changes a status with the customer mail, adds a note and changes several orders at once', async () => {
    const db = t.app.database.db;
    const first = await insertDeskOrder(db, { orderNumber: '2026-000901' });
    const second = await insertDeskOrder(db, { orderNumber: '2026-000902' });
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${first}/status`,
      cookies: office.cookies,
      payload: {
        to: 'ORDER_CANCELLED',
        reason: 'Auf Wunsch',
        version: await versionOf(first),
        notifyCustomer: true,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${second}/notes`,
      cookies: office.cookies,
      payload: { text: 'Kunde ruft zurück' },
    });
    expect(note.statusCode, note.body).toBeLessThan(300);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/status',
      cookies: office.cookies,
      payload: {
        orders: [{ orderId: second, version: await versionOf(second) }],
        to: 'CUSTOMER_CONTACTED',
        reason: 'Rückfrage',
        notifyCustomer: true,
      },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toMatchObject({ results: [{ orderId: second, ok: true }] });
  });

  it('reviews a line and moves the order with its mail (one transaction)', async () => {
    const production = await signInStaff(t.app, 'production');
    const orderId = await insertDeskOrder(t.app.database.db, { orderNumber: '2026-000903' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/lines/${orderId}-1/review`,
      cookies: production.cookies,
      payload: {
        verdict: 'not_printable',
        reason: 'Wand 0.3 mm',
        version: await versionOf(orderId),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminOrderDetailSchema.parse(res.json()).status).toBe('FILES_NOT_PRINTABLE');
  });

  it('blocks and unblocks a customer', async () => {
    const customerId = await seedCustomer(t.app, { username: 'pglite-kunde' }, NOW);
    for (const action of ['block', 'unblock']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/customers/${customerId}/${action}`,
        cookies: office.cookies,
        payload: action === 'block' ? { reason: 'Zahlungsausfall' } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
