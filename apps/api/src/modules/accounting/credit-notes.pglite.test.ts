import { AdminCreditNoteOverviewSchema, AdminCreditNoteSchema } from '@print/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Credit notes on the embedded database, whose one connection an open transaction holds: the
 * number sequence is made before the transaction and everything inside runs on it (a statement
 * beside it would wait for ever), in a staff credit note and in the cancel of a paid order.
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

describe('credit notes on PGlite', () => {
  it('issues a partial credit note with its PDF, then the cancel of the paid order credits the rest', async () => {
    const orderId = await insertDeskOrder(t.app.database.db, {
      orderNumber: '2026-000951',
      paymentMethod: 'prepaid',
      paymentStatus: 'PAYMENT_RECEIVED',
      status: 'READY_FOR_PROCESSING',
      totalCents: 30_000,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/credit-notes`,
      cookies: office.cookies,
      payload: { request: { kind: 'partial', amountGrossCents: 10_000 }, reason: 'Kulanz' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const note = AdminCreditNoteSchema.parse(created.json());
    expect(note).toMatchObject({ number: 'GS-2026-000001', grossCents: 10_000 });
    const pdf = await t.app.inject({ method: 'GET', url: note.pdfUrl, cookies: office.cookies });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      cookies: office.cookies,
      payload: { to: 'ORDER_CANCELLED', version: 0, reason: 'Storno', notifyCustomer: false },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const overview = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/credit-notes`,
      cookies: office.cookies,
    });
    const view = AdminCreditNoteOverviewSchema.parse(overview.json());
    expect(view.creditNotes.map((n) => [n.number, n.trigger, n.grossCents])).toEqual([
      ['GS-2026-000001', 'staff', 10_000],
      ['GS-2026-000002', 'cancellation', 20_000],
    ]);
    expect(view.remaining.grossCents).toBe(0);
  }, 60_000);
});
