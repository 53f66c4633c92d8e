import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AdminCreditNoteOverviewSchema,
  AdminCreditNoteSchema,
  AdminOrderDetailSchema,
  CreditNoteAmountsSchema,
  CustomerCreditNoteListSchema,
  type AdminCreditNote,
  type AdminCreditNoteOverview,
} from '@print/contracts';
import { buildQrReference, computeTaxCents, parseCreditNoteNumber } from '@print/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestSession, TEST_COOKIES } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-support.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orderLines, orders } from '../orders/orders.tables.js';
import { paymentAttempts, refunds } from '../payments/payments.tables.js';
import { buildCamtXml } from '../bank/camt-fixtures.js';
import { auditLog } from '../staff/staff.tables.js';

const VAT_ID = 'CHE-123.456.788 MWST';
const NOW = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
let office: SignedInStaff;
let orderCounter = 0;

/**
 * An invoice order straight into the orders tables: line A 3 × 100.00, line B 2 × 50.00,
 * shipping 9.90, 8.1 % VAT on 409.90 = 33.20, total 443.10 (the checkout's identities).
 */
async function insertInvoiceOrder(
  options: {
    paymentMethod?: 'billing' | 'prepaid' | 'paypal' | 'quote';
    paymentStatus?: 'PAYMENT_PENDING' | 'PAYMENT_RECEIVED';
    status?: string;
    company?: string;
    lineQuantity?: number;
  } = {},
): Promise<{ id: string; orderNumber: string; totalCents: number }> {
  orderCounter += 1;
  const id = randomUUID();
  const orderNumber = `2026-${String(800_000 + orderCounter).padStart(6, '0')}`;
  const quantityA = options.lineQuantity ?? 3;
  const lineA = 10_000 * quantityA;
  const net = lineA + 10_000 + 990;
  const tax = computeTaxCents(net, 810);
  const address = {
    title: '',
    firstname: 'Anna',
    lastname: 'Muster',
    company: options.company ?? '',
    addressSuffix: '',
    street: 'Bahnhofstrasse 1',
    postalCode: '8001',
    city: 'Zürich',
    countryId: 'ch',
    countryCode: 'CH',
    countryName: 'Schweiz',
    vatRegistrationNumber: '',
  };
  const createdAt = new Date('2026-03-02T10:00:00Z');
  await t.app.database.db.insert(orders).values({
    id,
    orderNumber,
    ownerPrincipal: TEST_COOKIES.pp_sid,
    cartId: `credit-cart-${id}`,
    status: options.status ?? 'ORDER_RECEIVED',
    paymentStatus: options.paymentStatus ?? 'PAYMENT_PENDING',
    paymentMethod: options.paymentMethod ?? 'billing',
    language: 'de',
    isBusinessCustomer: false,
    taxDisplay: 'INCL_TAX',
    email: `${id}@example.ch`,
    phone: '',
    referenceNumber: '',
    signupToNewsletter: false,
    billingAddress: address as never,
    shippingAddress: address as never,
    shippingMethod: { id: 'ch-standard', name: 'Standard', shippingTimeDays: 2, priceCents: 990 },
    positionNetCents: lineA + 10_000,
    discountCents: 0,
    smallOrderSurchargeCents: 0,
    shippingCents: 990,
    netTotalCents: net,
    taxRateBp: 810,
    taxCents: tax,
    totalCents: net + tax,
    productionDays: 5,
    deliveryDays: 7,
    checkoutCommand: {},
    createdAt,
    updatedAt: createdAt,
  });
  const line = (suffix: string, position: number, quantity: number, lineNetCents: number) => ({
    id: `${id}-${suffix}`,
    orderId: id,
    position,
    fileId: `file-${id}-${suffix}`,
    fileName: `part-${suffix}.stl`,
    printModeId: 'sls-pa2200',
    printModeName: 'SLS',
    finishId: 'finish',
    finishName: 'Gestrahlt',
    colorId: 'white',
    colorName: 'Weiss',
    colorHex: '#ffffff',
    quantity,
    scale: 1,
    givenUnitOfLength: 'mm' as const,
    processingSteps: [],
    unitNetCents: lineNetCents / quantity,
    lineNetCents,
    discountCents: 0,
    displayUnitCents: lineNetCents / quantity,
    displayLineCents: lineNetCents,
    productionDays: 5,
    thumbnailKey: null,
    attachmentCount: 0,
  });
  await t.app.database.db
    .insert(orderLines)
    .values([line('a', 1, quantityA, lineA), line('b', 2, 2, 10_000)]);
  return { id, orderNumber, totalCents: net + tax };
}

async function overview(orderId: string): Promise<AdminCreditNoteOverview> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/credit-notes`,
    cookies: office.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminCreditNoteOverviewSchema.parse(res.json());
}

function post(orderId: string, request: unknown, reason = 'Teil beschädigt', who = office) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/credit-notes`,
    cookies: who.cookies,
    payload: { request, reason },
  });
}

async function create(orderId: string, request: unknown): Promise<AdminCreditNote> {
  const res = await post(orderId, request);
  expect(res.statusCode, res.body).toBe(200);
  return AdminCreditNoteSchema.parse(res.json());
}

const partial = (lines: { lineId: string; quantity: number }[], extra: object = {}) => ({
  kind: 'partial',
  lines,
  ...extra,
});

async function creditAudits(orderId: string): Promise<number> {
  const rows = await t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orderId, orderId), eq(auditLog.action, 'order.credit_note')));
  return rows.length;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, creditor: { vatId: VAT_ID } });
  await registerTestSession(t.app.database.db, TEST_COOKIES.pp_sid);
  office = await signInStaff(t.app, 'office');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('credit notes: create in full and in part, refused beyond the invoice', () => {
  it('previews without writing, then issues a partial credit note, audit-logged', async () => {
    const order = await insertInvoiceOrder();
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/credit-notes/preview`,
      cookies: office.cookies,
      payload: { request: partial([{ lineId: `${order.id}-a`, quantity: 1 }]) },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(CreditNoteAmountsSchema.parse(preview.json())).toMatchObject({
      kind: 'partial',
      lines: [{ lineId: `${order.id}-a`, name: 'part-a.stl', quantity: 1, netCents: 10_000 }],
      netCents: 10_000,
      taxCents: 810,
      grossCents: 10_810,
    });
    expect((await overview(order.id)).creditNotes).toEqual([]);

    const note = await create(order.id, partial([{ lineId: `${order.id}-a`, quantity: 1 }]));
    expect(note.number).toMatch(/^GS-2026-\d{6}$/);
    expect(note).toMatchObject({
      orderNumber: order.orderNumber,
      trigger: 'staff',
      grossCents: 10_810,
    });
    expect(note.staffName).toBe(office.staff.name);
    expect(await creditAudits(order.id)).toBe(1);
    const after = await overview(order.id);
    expect(after.remaining.grossCents).toBe(order.totalCents - 10_810);
    expect(after.lines.find((line) => line.lineId === `${order.id}-a`)?.creditedQuantity).toBe(1);
  });

  it('credits the rest in full, VAT adding up to the invoice, then refuses any more', async () => {
    const order = await insertInvoiceOrder();
    const first = await create(order.id, partial([], { amountGrossCents: 5000 }));
    const rest = await create(order.id, { kind: 'full' });
    expect(rest.kind).toBe('full');
    expect(first.grossCents + rest.grossCents).toBe(order.totalCents);
    const view = await overview(order.id);
    expect(view.remaining).toEqual({ netCents: 0, taxCents: 0, grossCents: 0 });
    expect(view.creditNotes.map((n) => n.taxCents).reduce((a, b) => a + b)).toBe(
      view.invoice.taxCents,
    );
    const again = await post(order.id, { kind: 'full' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'CREDIT_NOTE_NOTHING_LEFT' } });
  });

  it('refuses more than is left with a stable code and writes nothing', async () => {
    const order = await insertInvoiceOrder();
    await create(order.id, partial([{ lineId: `${order.id}-b`, quantity: 2 }]));
    const cases = [
      [partial([], { amountGrossCents: order.totalCents }), 'CREDIT_NOTE_EXCEEDS_INVOICE'],
      [partial([{ lineId: `${order.id}-b`, quantity: 1 }]), 'CREDIT_NOTE_QUANTITY_EXCEEDED'],
      [partial([{ lineId: 'not-a-line', quantity: 1 }]), 'CREDIT_NOTE_LINE_UNKNOWN'],
      [partial([]), 'CREDIT_NOTE_EMPTY'],
    ] as const;
    for (const [request, code] of cases) {
      const res = await post(order.id, request);
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toMatchObject({ error: { code } });
    }
    const blank = await post(order.id, { kind: 'full' }, '   ');
    expect(blank.statusCode).toBe(400);
    expect((await overview(order.id)).creditNotes).toHaveLength(1);
    expect(await creditAudits(order.id)).toBe(1);
    // An order without an invoice (a quote) has nothing to credit.
    const quote = await insertInvoiceOrder({ paymentMethod: 'quote', status: 'QUOTE_GENERATED' });
    const refused = await post(quote.id, { kind: 'full' });
    expect(refused.json()).toMatchObject({ error: { code: 'CREDIT_NOTE_NO_INVOICE' } });
    const unknown = await post(randomUUID(), { kind: 'full' });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for owner and office: production staff get the unknown route answer', async () => {
    const order = await insertInvoiceOrder();
    const production = await signInStaff(t.app, 'production');
    const res = await post(order.id, { kind: 'full' }, 'x', production);
    expect(res.statusCode).toBe(404);
    expect((await overview(order.id)).creditNotes).toHaveLength(0);
  });
});

describe('credit-note numbers under concurrency (PostgreSQL)', () => {
  it('never duplicates a number and never over-credits, with many requests at once', async () => {
    const shared = await insertInvoiceOrder({ lineQuantity: 8 });
    const others = await Promise.all(Array.from({ length: 6 }, () => insertInvoiceOrder()));
    const onShared = Array.from({ length: 12 }, () =>
      post(shared.id, partial([{ lineId: `${shared.id}-a`, quantity: 1 }])),
    );
    const onOthers = others.map((order) => post(order.id, { kind: 'full' }));
    const answers = await Promise.all([...onShared, ...onOthers]);
    const sharedCodes = answers.slice(0, 12).map((res) => res.statusCode);
    // Eight pieces on the line: exactly eight credit notes, the rest refused.
    expect(sharedCodes.filter((code) => code === 200)).toHaveLength(8);
    expect(sharedCodes.filter((code) => code === 422)).toHaveLength(4);
    expect(answers.slice(12).every((res) => res.statusCode === 200)).toBe(true);
    const numbers = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => AdminCreditNoteSchema.parse(res.json()).number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const view = await overview(shared.id);
    expect(view.lines.find((line) => line.lineId === `${shared.id}-a`)?.creditedQuantity).toBe(8);

    // One after the other: each number is higher than every number before it.
    const order = await insertInvoiceOrder();
    const later = await create(order.id, partial([{ lineId: `${order.id}-a`, quantity: 1 }]));
    const last = await create(order.id, partial([{ lineId: `${order.id}-a`, quantity: 1 }]));
    const sequenceOf = (n: string) => parseCreditNoteNumber(n)?.sequence ?? 0;
    const highest = Math.max(...numbers.map(sequenceOf));
    expect(sequenceOf(later.number)).toBeGreaterThan(highest);
    expect(sequenceOf(last.number)).toBe(sequenceOf(later.number) + 1);
  });
});

describe('the credit note PDF: stored once, served as stored, to staff and the customer', () => {
  it('serves the same stored bytes every time, with the VAT figures and the shop VAT number', async () => {
    const order = await insertInvoiceOrder();
    const note = await create(order.id, partial([{ lineId: `${order.id}-a`, quantity: 2 }]));
    const first = await t.app.inject({ method: 'GET', url: note.pdfUrl, cookies: office.cookies });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const second = await t.app.inject({ method: 'GET', url: note.pdfUrl, cookies: office.cookies });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const text = (await pdfText(first.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain(note.number);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(VAT_ID);
    expect(text).toMatch(/MWST 8\.1\s%\s+CHF\s16\.20/);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${order.id}/credit-notes`,
      cookies: TEST_COOKIES,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [own] = CustomerCreditNoteListSchema.parse(list.json()).creditNotes;
    expect(own).toMatchObject({ number: note.number, grossCents: note.grossCents });
    const customerPdf = await t.app.inject({
      method: 'GET',
      url: own?.url ?? '',
      cookies: TEST_COOKIES,
    });
    expect(customerPdf.rawPayload.equals(first.rawPayload)).toBe(true);
    // Another visitor learns nothing.
    const stranger = await t.app.inject({ method: 'GET', url: own?.url ?? '' });
    expect(stranger.statusCode).toBe(404);
    const strangerList = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${order.id}/credit-notes`,
    });
    expect(strangerList.statusCode).toBe(404);
  }, 60_000);
});

describe('cancelling a paid order issues a full credit note in the same change', () => {
  it('credits a paid order in full; an unpaid one gets none', async () => {
    const paid = await insertInvoiceOrder({
      paymentMethod: 'prepaid',
      paymentStatus: 'PAYMENT_RECEIVED',
      status: 'READY_FOR_PROCESSING',
    });
    const unpaid = await insertInvoiceOrder();
    for (const order of [paid, unpaid]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        cookies: office.cookies,
        payload: {
          to: 'ORDER_CANCELLED',
          version: 0,
          reason: 'Kunde storniert',
          notifyCustomer: false,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const detail = AdminOrderDetailSchema.parse(res.json());
      const documents = detail.timeline.filter((entry) => entry.kind === 'document');
      expect(documents).toHaveLength(order === paid ? 1 : 0);
    }
    const view = await overview(paid.id);
    expect(view.creditNotes).toHaveLength(1);
    expect(view.creditNotes[0]).toMatchObject({
      kind: 'full',
      trigger: 'cancellation',
      reason: 'Kunde storniert',
      grossCents: paid.totalCents,
    });
    expect(view.remaining.grossCents).toBe(0);
    expect((await overview(unpaid.id)).creditNotes).toHaveLength(0);
    // Stored right after the commit.
    const result: unknown = await t.app.database.db.execute(
      sql`SELECT pdf_key FROM credit_notes WHERE order_id = ${paid.id}`,
    );
    const [row] = (result as { rows: { pdf_key: string | null }[] }).rows;
    expect(row?.pdf_key).toMatch(/^credit-notes\//);
  });
});

describe('GET /api/admin/accounting/export', () => {
  it('lists invoices, credit notes and PayPal captures of the period, net/VAT/gross per rate, formula-safe', async () => {
    const order = await insertInvoiceOrder({ company: '=HYPERLINK("http://evil.example")' });
    const note = await create(order.id, partial([{ lineId: `${order.id}-b`, quantity: 1 }]));
    await t.app.database.db.insert(paymentAttempts).values({
      id: randomUUID(),
      orderId: order.id,
      orderNumber: order.orderNumber,
      provider: 'paypal',
      status: 'completed',
      requestId: randomUUID(),
      amountCents: 12_345,
      captureId: 'CAPTURE-4711',
      createdAt: new Date('2026-03-05T10:00:00Z'),
      updatedAt: new Date('2026-03-05T10:00:00Z'),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounting/export?from=2026-03-01&to=2026-03-31',
      cookies: office.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'type;document_number;date;order_number;reference;customer;currency;net_8.1;vat_8.1;gross_8.1;net_total;vat_total;gross_total',
    );
    const invoice = lines.find((line) => line.startsWith(`invoice;${order.orderNumber};`));
    expect(invoice).toBe(
      `invoice;${order.orderNumber};2026-03-02;${order.orderNumber};billing;"'=HYPERLINK(""http://evil.example"") (Anna Muster)";CHF;409.90;33.20;443.10;409.90;33.20;443.10`,
    );
    const credit = lines.find((line) => line.startsWith(`credit_note;${note.number};`));
    expect(credit).toContain(';2026-03-10;');
    expect(credit).toContain(';-50.00;-4.05;-54.05;-50.00;-4.05;-54.05');
    expect(lines).toContain(
      `payment;CAPTURE-4711;2026-03-05;${order.orderNumber};paypal;;CHF;;;;;;123.45`,
    );
    // Nothing outside the period.
    const april = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounting/export?from=2026-04-01&to=2026-04-30',
      cookies: office.cookies,
    });
    expect(
      april.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounting/export?from=2026-03-31&to=2026-03-01',
      cookies: office.cookies,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ error: { code: 'ACCOUNTING_PERIOD_INVALID' } });
  });

  it('adds bank payments (on the bank day) and completed refunds (negative), one row each', async () => {
    const order = await insertInvoiceOrder();
    const qrr = (buildQrReference(order.orderNumber) as { ok: true; value: string }).value;
    const xml = buildCamtXml({
      message: 'camt.054',
      version: '001.08',
      iban: 'CH4431999123000889012',
      entries: [
        {
          ref: 'E-BANK-1',
          amount: '100.00',
          bookingDate: '2026-03-06',
          txs: [{ ref: 'BANK-REF-1', amount: '100.00', qrr, debtorName: 'Anna Muster' }],
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
    const refund = (id: string, kind: 'paypal' | 'bank', status: string, at: string) => ({
      id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      kind,
      status,
      amountCents: 2_500,
      reason: 'Kulanz',
      paypalRefundId: kind === 'paypal' ? `PP-${id}` : null,
      iban: kind === 'bank' ? 'CH9300762011623852957' : null,
      accountHolder: kind === 'bank' ? 'Anna Muster' : null,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
    await t.app.database.db
      .insert(refunds)
      .values([
        refund('r1', 'paypal', 'COMPLETED', '2026-03-07T10:00:00Z'),
        refund('r2', 'bank', 'COMPLETED', '2026-03-08T10:00:00Z'),
        refund('r3', 'paypal', 'FAILED', '2026-03-08T11:00:00Z'),
        refund('r4', 'paypal', 'COMPLETED', '2026-04-02T10:00:00Z'),
      ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounting/export?from=2026-03-01&to=2026-03-31',
      cookies: office.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split('\r\n').filter((line) => line.includes(order.orderNumber));
    expect(lines.filter((line) => /^(payment|refund);/.test(line))).toEqual([
      `payment;BANK-REF-1;2026-03-06;${order.orderNumber};bank;Anna Muster;CHF;;;;;;100.00`,
      `refund;PP-r1;2026-03-07;${order.orderNumber};paypal;;CHF;;;;;;-25.00`,
      `refund;r2;2026-03-08;${order.orderNumber};bank CH9300762011623852957;Anna Muster;CHF;;;;;;-25.00`,
    ]);
  });
});
