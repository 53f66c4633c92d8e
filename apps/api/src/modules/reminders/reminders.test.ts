import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { join } from 'node:path';
import {
  AdminExhaustedReminderListSchema,
  AdminOrderDetailSchema,
  AdminOrderRemindersSchema,
} from '@print/contracts';
import { buildQrReference } from '@print/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { decodePdfQrCode, pdfText } from '../../test/pdf-support.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createDiskStorage } from '../../storage/file-storage.js';
import { buildCamtXml } from '../bank/camt-fixtures.js';
import { orderOutbox } from '../orders/orders.tables.js';
import { auditLog } from '../staff/staff.tables.js';
import { orderReminders } from './reminders.tables.js';

// Payment reminders with a fixed clock (issue 26 item 2), default days: reminder 1 at due + 10,
// reminder 2 at due + 24, exhausted 14 days after reminder 2.
let now = new Date('2026-04-01T06:00:00Z');
let t: TestApp;
let office: SignedInStaff;
let production: SignedInStaff;
const ids: Record<string, string> = {};
const db = () => t.app.database.db;
const qr = (n: string) => (buildQrReference(n) as { ok: true; value: string }).value;
const run = () => t.app.services.reminders.run();

/** Moves the clock; staff sessions time out over days, so the desk signs in again. */
async function setNow(at: string): Promise<void> {
  now = new Date(at);
  [office, production] = await Promise.all([
    signInStaff(t.app, 'office'),
    signInStaff(t.app, 'production'),
  ]);
}

async function reminderMails(orderId: string): Promise<{ key: string | null }[]> {
  return db()
    .select({ key: orderOutbox.key })
    .from(orderOutbox)
    .where(and(eq(orderOutbox.orderId, orderId), like(orderOutbox.key, 'reminder-%')));
}

async function detail(orderId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    cookies: office.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderDetailSchema.parse(res.json());
}

function pause(orderId: string, action: 'pause' | 'resume', who = office) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/reminders/${action}`,
    cookies: who.cookies,
    payload: { reason: 'Kunde hat angerufen, zahlt Ende Monat' },
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  const orders = [
    ['open', '2026-000201', 'en', '2026-04-01'],
    ['partial', '2026-000202', 'fr', '2026-04-01'],
    ['paused', '2026-000203', 'de', '2026-04-01'],
    ['later', '2026-000204', 'de', '2026-04-05'],
    ['paid', '2026-000205', 'de', '2026-04-01'],
  ] as const;
  for (const [key, orderNumber, language, dueDate] of orders)
    ids[key] = await insertDeskOrder(db(), {
      orderNumber,
      language,
      dueDate,
      paymentMethod: 'billing',
      totalCents: 10_000,
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
  [office, production] = await Promise.all([
    signInStaff(t.app, 'office'),
    signInStaff(t.app, 'production'),
  ]);
  // Bank: 30.00 of 2026-000202 and all of 2026-000205 arrive; 2026-000202 gets 10.00 credited.
  const xml = buildCamtXml({
    message: 'camt.054',
    version: '001.08',
    iban: 'CH4431999123000889012',
    entries: [
      {
        ref: 'E1',
        amount: '30.00',
        txs: [{ ref: 'R-202', amount: '30.00', qrr: qr('2026-000202') }],
      },
      {
        ref: 'E2',
        amount: '100.00',
        txs: [{ ref: 'R-205', amount: '100.00', qrr: qr('2026-000205') }],
      },
    ],
  });
  const imported = await t.app.services.bank.importFile({
    fileName: 'camt.xml',
    stream: Readable.from([xml]),
    source: 'folder',
    decision: null,
  });
  expect(imported.ok).toBe(true);
  const credit = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${ids.partial}/credit-notes`,
    cookies: office.cookies,
    payload: { request: { kind: 'partial', amountGrossCents: 1_000 }, reason: 'Kulanz' },
  });
  expect(credit.statusCode, credit.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('payment reminders of overdue invoices (fixed clock)', () => {
  it('pauses per order (audit-logged, 409 when unchanged, 404 for production)', async () => {
    expect((await pause(ids.paused ?? '', 'pause')).statusCode).toBe(200);
    const again = await pause(ids.paused ?? '', 'pause');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'REMINDERS_PAUSE_UNCHANGED' } });
    expect((await pause(ids.paused ?? '', 'resume', production)).statusCode).toBe(404);
    const unknown = await pause('00000000-0000-4000-8000-000000000000', 'pause');
    expect(unknown.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.orderId, ids.paused ?? ''), eq(auditLog.action, 'order.reminders.pause')),
      );
    expect(audits).toHaveLength(1);
  });

  it('sends nothing before due + 10 days', async () => {
    now = new Date('2026-04-10T20:00:00Z'); // 22:00 in Zurich, still the 10th
    expect(await run()).toEqual({ sent: 0 });
  });

  it('sends reminder 1 with a QR-bill for the open amount, once, in the customer language', async () => {
    await setNow('2026-04-11T06:00:00Z');
    expect(await run()).toEqual({ sent: 2 });
    expect(await run()).toEqual({ sent: 0 });
    // Not the paused order, not the one due later, not the paid one.
    for (const key of ['paused', 'later', 'paid'])
      expect(await reminderMails(ids[key] ?? '')).toEqual([]);
    expect(await reminderMails(ids.partial ?? '')).toEqual([{ key: 'reminder-1' }]);
    const [mail] = await db()
      .select({ message: orderOutbox.message })
      .from(orderOutbox)
      .where(and(eq(orderOutbox.orderId, ids.partial ?? ''), eq(orderOutbox.key, 'reminder-1')));
    expect(mail?.message).toMatchObject({
      subject: 'Rappel de paiement, facture 2026-000202',
      attachments: [{ filename: 'reminder-1-2026-000202.pdf', contentType: 'application/pdf' }],
    });
    expect(mail?.message?.text).toMatch(/Montant ouvert : CHF\s60\.00/);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${ids.partial}/reminders/1/pdf`,
      cookies: office.cookies,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Served as stored: the bytes the mail attaches.
    const [row] = await db()
      .select({ pdfKey: orderReminders.pdfKey })
      .from(orderReminders)
      .where(and(eq(orderReminders.orderId, ids.partial ?? ''), eq(orderReminders.level, 1)));
    const stored = await buffer(
      createDiskStorage(join(t.dataDir, 'uploads')).read(row?.pdfKey ?? ''),
    );
    expect(pdf.rawPayload.equals(stored)).toBe(true);
    // 100.00 − 30.00 paid − 10.00 credited: the QR-bill asks for 60.00 with the invoice's reference.
    const payload = (await decodePdfQrCode(pdf.rawPayload))?.split(/\r?\n/) ?? [];
    expect(payload[18]).toBe('60.00');
    expect(payload).toContain(qr('2026-000202'));
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Rappel de paiement');
    expect(text).toMatch(/Montant ouvert\s+CHF 60\.00/);

    const partial = await detail(ids.partial ?? '');
    expect(partial.money).toMatchObject({
      paidCents: 3_000,
      creditedCents: 1_000,
      openCents: 6_000,
      state: 'partial',
    });
    expect(partial.money?.bankPayments.map((p) => p.bankReference)).toEqual(['R-202']);
    expect(partial.reminders?.reminders.map((r) => [r.level, r.openCents])).toEqual([[1, 6_000]]);
    expect(partial.timeline.some((e) => e.to === 'REMINDER_1')).toBe(true);
  }, 60_000);

  it('sends reminder 2 once even when two workers run at once; resumed orders catch up', async () => {
    const resumed = await pause(ids.paused ?? '', 'resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    await setNow('2026-04-25T06:00:00Z');
    const [a, b] = await Promise.all([run(), run()]);
    // Reminder 2 of the two reminded; reminder 1 of the resumed order and of the one due later
    // (due 04-05 + 10): 4 in all, none twice.
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(4);
    const levels = await db()
      .select({ orderId: orderReminders.orderId, n: sql<number>`count(*)::int` })
      .from(orderReminders)
      .groupBy(orderReminders.orderId);
    expect(new Map(levels.map((row) => [row.orderId, row.n]))).toEqual(
      new Map([
        [ids.open, 2],
        [ids.partial, 2],
        [ids.paused, 1],
        [ids.later, 1],
      ]),
    );
    expect((await reminderMails(ids.open ?? '')).map((m) => m.key).sort()).toEqual([
      'reminder-1',
      'reminder-2',
    ]);
  }, 60_000);

  it('lists orders whose reminders are exhausted 14 days after reminder 2', async () => {
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/reminders/exhausted',
        cookies: office.cookies,
      });
      expect(res.statusCode, res.body).toBe(200);
      return AdminExhaustedReminderListSchema.parse(res.json()).items;
    };
    await setNow('2026-05-08T06:00:00Z');
    expect(await list()).toEqual([]);
    await setNow('2026-05-09T06:00:00Z');
    // Reminder 2 of the two reminded first on 04-25: 14 days after their reminder 1.
    expect(await run()).toEqual({ sent: 2 });
    expect(
      (await list()).map((item) => [item.orderNumber, item.openCents, item.exhaustedSince]),
    ).toEqual([
      ['2026-000201', 10_000, '2026-05-09'],
      ['2026-000202', 6_000, '2026-05-09'],
    ]);
    const open = AdminOrderRemindersSchema.parse((await detail(ids.open ?? '')).reminders);
    expect(open.exhaustedSince).toBe('2026-05-09');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reminders/exhausted',
      cookies: production.cookies,
    });
    expect(denied.statusCode).toBe(404);
  });
});
