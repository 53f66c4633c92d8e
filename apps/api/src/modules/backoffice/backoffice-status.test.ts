import {
  AdminBulkStatusChangeResponseSchema,
  AdminOrderDetailSchema,
  type AdminOrderDetail,
} from '@print/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
} from '../../test/checkout-fixtures.js';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let office: SignedInStaff;
let production: SignedInStaff;
let customer: { pp_sid: string };
let placedId: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.app.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function detail(orderId: string, who = office): Promise<AdminOrderDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    cookies: who.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderDetailSchema.parse(res.json());
}

function changeStatus(
  orderId: string,
  body: { to: string; version: number; reason?: string; notifyCustomer?: boolean },
  who = office,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    cookies: who.cookies,
    payload: { reason: 'Geprüft', ...body },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  customer = newSessionCookies();
  const cartId = await createFilledCart(t.app, customer, 2);
  placedId = (await placeOrder(t.app, customer, checkoutBody(cartId))).order._id;
  // The checkout's own order mail is not this file's matter: only status mails are relayed here.
  await rows(sql`UPDATE order_outbox SET sent_at = now()`);
  office = await signInStaff(t.app, 'office');
  production = await signInStaff(t.app, 'production');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/orders/:orderId', () => {
  it('shows the order with lines, figures, documents, timeline and the allowed statuses', async () => {
    const order = await detail(placedId);
    expect(order).toMatchObject({
      status: 'ORDER_RECEIVED',
      paymentMethod: 'billing',
      email: 'anna@example.ch',
      referenceNumber: 'PO-4711',
      locked: false,
      notes: [],
    });
    expect(order.billingAddress).toMatchObject({ firstname: 'Anna', company: 'Muster AG' });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]?.figures?.sizeMm).not.toBeNull();
    expect(order.documents.map((d) => d.kind)).toEqual(['confirmation', 'invoice']);
    expect(order.documents[1]?.url).toBe(`/api/admin/orders/${placedId}/documents/invoice.pdf`);
    expect(order.timeline[0]).toMatchObject({ kind: 'status', to: 'ORDER_RECEIVED' });
    expect(order.allowedStatuses).toContain('READY_FOR_PROCESSING');
    expect(order.allowedStatuses).toContain('ORDER_CANCELLED');
    const forProduction = await detail(placedId, production);
    expect(forProduction.allowedStatuses).toEqual([
      'FILES_PRINTABLE',
      'FILES_REPAIRED',
      'FILES_NOT_PRINTABLE',
      'IN_PRODUCTION',
    ]);
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/nope',
      cookies: office.cookies,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });
  });
});

describe('POST /api/admin/orders/:orderId/status', () => {
  it('moves the order, records the transition with the staff member, the audit row and the status mail', async () => {
    const before = await detail(placedId);
    const res = await changeStatus(placedId, {
      to: 'FILES_NOT_PRINTABLE',
      version: before.version,
      reason: 'Wandstärke unter 0.8 mm',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = AdminOrderDetailSchema.parse(res.json());
    expect(after.status).toBe('FILES_NOT_PRINTABLE');
    expect(after.version).toBe(before.version + 1);
    expect(after.timeline.filter((e) => e.kind === 'status').at(-1)).toMatchObject({
      actor: office.staff.name,
      from: 'ORDER_RECEIVED',
      to: 'FILES_NOT_PRINTABLE',
      text: 'Wandstärke unter 0.8 mm',
    });
    const [transition] = await rows<{ staff_id: string; actor: string }>(
      sql`SELECT staff_id, actor FROM order_transitions WHERE order_id = ${placedId} AND to_status = 'FILES_NOT_PRINTABLE'`,
    );
    expect(transition).toEqual({ staff_id: office.staff.id, actor: 'operator' });
    const audit = await rows<{ staff_id: string; before: unknown; after: unknown }>(
      sql`SELECT staff_id, before, after FROM audit_log WHERE action = 'order.status' AND order_id = ${placedId}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: office.staff.id,
      before: { status: 'ORDER_RECEIVED', version: before.version },
      after: { status: 'FILES_NOT_PRINTABLE', version: after.version },
    });
    const mails = await rows<{ message: { to: string; subject: string; text: string } }>(
      sql`SELECT message FROM order_outbox WHERE order_id = ${placedId} AND event = 'status'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.to).toBe('anna@example.ch');
    expect(mails[0]?.message.subject).toContain('nicht druckbar');
    expect(mails[0]?.message.text).toContain('Guten Tag Anna Muster');
    expect(mails[0]?.message.text).toContain('Wandstärke unter 0.8 mm');
  });

  it('answers 409 ORDER_CHANGED with the current status and version for a stale version', async () => {
    const current = await detail(placedId);
    const res = await changeStatus(placedId, {
      to: 'CUSTOMER_CONTACTED',
      version: current.version - 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: {
        code: 'ORDER_CHANGED',
        details: { status: 'FILES_NOT_PRINTABLE', version: current.version },
      },
    });
  });

  it('lets exactly one of two concurrent changes of the same version win', async () => {
    const current = await detail(placedId);
    const [a, b] = await Promise.all([
      changeStatus(placedId, {
        to: 'CUSTOMER_CONTACTED',
        version: current.version,
        notifyCustomer: false,
      }),
      changeStatus(placedId, {
        to: 'FILES_REPAIRED',
        version: current.version,
        notifyCustomer: false,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await detail(placedId);
    expect(after.version).toBe(current.version + 1);
    const moves = after.timeline.filter(
      (e) => e.kind === 'status' && e.from === 'FILES_NOT_PRINTABLE',
    );
    expect(moves).toHaveLength(1);
  });

  it('answers 422 for a transition outside the table and for a status the role may not set', async () => {
    const current = await detail(placedId);
    const outside = await changeStatus(placedId, {
      to: 'QUOTE_GENERATED',
      version: current.version,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ error: { code: 'ORDER_TRANSITION_NOT_ALLOWED' } });
    const id = await insertDeskOrder(t.app.database.db, { orderNumber: '2026-000201' });
    const refused = await changeStatus(id, { to: 'CUSTOMER_CONTACTED', version: 0 }, production);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'ORDER_TRANSITION_NOT_ALLOWED' } });
    const allowed = await changeStatus(id, { to: 'FILES_PRINTABLE', version: 0 }, production);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('keeps the change when its mail cannot be sent, and sends the mail on a later try', async () => {
    const id = await insertDeskOrder(t.app.database.db, {
      orderNumber: '2026-000202',
      language: 'en',
    });
    const moved = await changeStatus(id, { to: 'IN_PRODUCTION', version: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const documents = t.app.services.documents as { sendMessages: unknown };
    const original = documents.sendMessages;
    documents.sendMessages = () => Promise.reject(new Error('mail server down'));
    try {
      await t.app.services.orders.admin.drainMails();
    } finally {
      documents.sendMessages = original;
    }
    const pending = await rows<{ sent_at: Date | null; attempts: number }>(
      sql`SELECT sent_at, attempts FROM order_outbox WHERE order_id = ${id} AND event = 'status'`,
    );
    expect(pending).toEqual([{ sent_at: null, attempts: 1 }]);
    expect((await detail(id)).status).toBe('IN_PRODUCTION');
    // The claim's lease runs out (a dead sender's rows are taken again), and the relay retries.
    await rows(
      sql`UPDATE order_outbox SET claimed_at = now() - interval '1 hour' WHERE order_id = ${id}`,
    );
    await t.app.services.orders.admin.drainMails();
    const sent = await rows<{ sent_at: Date | null; attempts: number }>(
      sql`SELECT sent_at, attempts FROM order_outbox WHERE order_id = ${id} AND event = 'status'`,
    );
    expect(sent[0]?.sent_at).not.toBeNull();
    expect(sent[0]?.attempts).toBe(2);
    const order = await detail(id);
    const mail = order.timeline.find((e) => e.kind === 'mail');
    expect(mail?.text).toContain('is in production: sent');
    expect(mail?.mail).toMatchObject({
      event: 'status',
      subject: expect.stringContaining('is in production') as unknown,
      recipient: order.email,
      state: 'sent',
      attempts: 2,
    });
  });

  it('locks lines and addresses from IN_PRODUCTION on', async () => {
    const id = await insertDeskOrder(t.app.database.db, { orderNumber: '2026-000203' });
    expect((await detail(id)).locked).toBe(false);
    await changeStatus(id, { to: 'IN_PRODUCTION', version: 0, notifyCustomer: false });
    expect((await detail(id)).locked).toBe(true);
    expect(await t.app.services.orders.admin.isLocked(id)).toBe(true);
  });

  it('moves several orders at once with one answer per order', async () => {
    const first = await insertDeskOrder(t.app.database.db, { orderNumber: '2026-000204' });
    const second = await insertDeskOrder(t.app.database.db, { orderNumber: '2026-000205' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/status',
      cookies: office.cookies,
      payload: {
        orders: [
          { orderId: first, version: 0 },
          { orderId: second, version: 7 },
          { orderId: 'missing', version: 0 },
        ],
        to: 'READY_FOR_PROCESSING',
        reason: 'Freigegeben',
        notifyCustomer: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminBulkStatusChangeResponseSchema.parse(res.json()).results).toEqual([
      { orderId: first, ok: true, code: null, status: 'READY_FOR_PROCESSING' },
      { orderId: second, ok: false, code: 'ORDER_CHANGED', status: 'ORDER_RECEIVED' },
      { orderId: 'missing', ok: false, code: 'ORDER_NOT_FOUND', status: null },
    ]);
  });
});

describe('internal notes', () => {
  it('are on the desk and never in the customer view', async () => {
    const text = 'Kunde will Lieferung erst nach dem 20.';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placedId}/notes`,
      cookies: office.cookies,
      payload: { text },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = await detail(placedId);
    expect(order.notes.map((n) => n.text)).toEqual([text]);
    expect(order.timeline.some((e) => e.kind === 'note' && e.text === text)).toBe(true);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${placedId}`,
      cookies: customer,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.body).not.toContain('Lieferung erst');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/missing/notes',
      cookies: office.cookies,
      payload: { text },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('status mail templates', () => {
  it('lists every status in de/en/fr, saves a change and previews without saving', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail-templates',
      cookies: office.cookies,
    });
    expect(listed.statusCode).toBe(200);
    const items = listed.json<{ items: { status: string; language: string; enabled: boolean }[] }>()
      .items;
    expect(items).toHaveLength(36);
    expect(items.find((i) => i.status === 'IN_PRODUCTION' && i.language === 'fr')?.enabled).toBe(
      true,
    );

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail-templates/IN_PRODUCTION/fr/preview',
      cookies: office.cookies,
      payload: {
        subject: 'Commande {{orderNumber}}',
        body: 'Bonjour {{customerName}}\n\n{{status}}',
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ subject: 'Commande 2026-000123' });
    expect(preview.json<{ text: string }>().text).toContain('En production');

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail-templates/IN_PRODUCTION/fr',
      cookies: office.cookies,
      payload: {
        enabled: false,
        subject: 'Commande {{orderNumber}} en production',
        body: 'Bonjour {{customerName}}',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await insertDeskOrder(t.app.database.db, {
      orderNumber: '2026-000206',
      language: 'fr',
    });
    await changeStatus(id, { to: 'IN_PRODUCTION', version: 0 });
    const mails = await rows(sql`SELECT id FROM order_outbox WHERE order_id = ${id}`);
    expect(mails).toHaveLength(0);

    const byProduction = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail-templates/IN_PRODUCTION/fr',
      cookies: production.cookies,
      payload: { enabled: true, subject: 'x', body: 'y' },
    });
    expect(byProduction.statusCode).not.toBe(200);
  });
});
