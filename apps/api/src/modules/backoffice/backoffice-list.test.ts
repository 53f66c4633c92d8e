import { AdminOrderListSchema, type AdminOrderList } from '@print/contracts';
import { buildQrReference } from '@print/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { signInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { csvChf, csvText } from './csv.js';

const NOW = new Date('2026-06-15T10:00:00Z');
let t: TestApp;
let office: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const db = t.app.database.db;
  ids.A = await insertDeskOrder(db, {
    orderNumber: '2026-000101',
    firstname: 'Anna',
    lastname: 'Muster',
    company: 'Muster AG',
    email: 'anna@muster.ch',
    referenceNumber: 'PO-4711',
    dueDate: '2026-04-01',
    createdAt: new Date('2026-03-02T10:00:00Z'),
    totalCents: 25_000,
  });
  ids.B = await insertDeskOrder(db, {
    orderNumber: '2026-000102',
    firstname: 'Luca',
    lastname: 'Rossi',
    email: 'luca@rossi.ch',
    paymentMethod: 'paypal',
    paymentStatus: 'PAYMENT_RECEIVED',
    status: 'IN_PRODUCTION',
    createdAt: new Date('2026-05-10T08:00:00Z'),
    totalCents: 120_000,
    printModeIds: ['fdm-pla'],
  });
  ids.C = await insertDeskOrder(db, {
    orderNumber: '2026-000103',
    firstname: 'Chloé',
    lastname: 'Favre',
    company: '=HYPERLINK("x")',
    email: 'chloe@favre.ch',
    referenceNumber: 'A;B "q"',
    paymentMethod: 'prepaid',
    paymentStatus: 'PAYMENT_RECEIVED',
    status: 'ORDER_COMPLETED',
    // 00:30 in Zurich on 15 June: the order day is the 15th, not the 14th (UTC).
    createdAt: new Date('2026-06-14T22:30:00Z'),
    totalCents: 9_950,
    printModeIds: ['sls-pa2200', 'fdm-pla'],
  });
  ids.D = await insertDeskOrder(db, {
    orderNumber: '2025-000999',
    firstname: 'Reto',
    lastname: 'Keller',
    status: 'ORDER_CANCELLED',
    dueDate: '2025-12-31',
    createdAt: new Date('2025-12-01T09:00:00Z'),
    totalCents: 50_000,
  });
  ids.E = await insertDeskOrder(db, {
    orderNumber: '2026-000104',
    firstname: 'Urs',
    lastname: 'Widmer',
    paymentMethod: 'quote',
    status: 'QUOTE_GENERATED',
    createdAt: new Date('2026-06-01T09:00:00Z'),
    totalCents: 30_000,
  });
  office = (await signInStaff(t.app, 'office')).cookies;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function list(query: string): Promise<AdminOrderList> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders?${query}`,
    cookies: office,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderListSchema.parse(res.json());
}

const numbers = (page: AdminOrderList) => page.items.map((row) => row.orderNumber);

describe('GET /api/admin/orders', () => {
  it('lists every order newest first with the counts per status', async () => {
    const page = await list('');
    expect(numbers(page)).toEqual([
      '2026-000103',
      '2026-000104',
      '2026-000102',
      '2026-000101',
      '2025-000999',
    ]);
    expect(page.total).toBe(5);
    expect(page.statusCounts).toMatchObject({
      ORDER_RECEIVED: 1,
      IN_PRODUCTION: 1,
      ORDER_COMPLETED: 1,
      ORDER_CANCELLED: 1,
      QUOTE_GENERATED: 1,
      FILES_PRINTABLE: 0,
    });
    const anna = page.items.find((row) => row.id === ids.A);
    expect(anna).toMatchObject({
      customerName: 'Anna Muster',
      company: 'Muster AG',
      overdue: true,
      lineCount: 1,
      qrReference: (buildQrReference('2026-000101') as { value: string }).value,
    });
    expect(page.items.find((row) => row.id === ids.D)?.overdue).toBe(false);
    expect(page.items.find((row) => row.id === ids.B)?.qrReference).toBeNull();
  });

  it.each([
    ['2026-000102', ['2026-000102']],
    ['2026000102', ['2026-000102']],
    ['2026-0001', ['2026-000103', '2026-000104', '2026-000102', '2026-000101']],
    ['muster', ['2026-000101']],
    ['MUSTER AG', ['2026-000101']],
    ['rossi.ch', ['2026-000102']],
    ['po-4711', ['2026-000101']],
    ['chloé', ['2026-000103']],
    ['100%', []],
  ])('searches %s', async (q, expected) => {
    expect(numbers(await list(`q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('finds an order by its 27-digit QR reference, also written in groups', async () => {
    const qr = (buildQrReference('2026-000101') as { value: string }).value;
    expect(numbers(await list(`q=${qr}`))).toEqual(['2026-000101']);
    const grouped = `${qr.slice(0, 2)} ${qr.slice(2).replace(/(\d{5})/g, '$1 ')}`.trim();
    expect(numbers(await list(`q=${encodeURIComponent(grouped)}`))).toEqual(['2026-000101']);
  });

  it('filters by several statuses and keeps the counts of the other filters', async () => {
    const page = await list('status=ORDER_RECEIVED,IN_PRODUCTION');
    expect(numbers(page)).toEqual(['2026-000102', '2026-000101']);
    expect(page.total).toBe(2);
    expect(page.statusCounts.ORDER_COMPLETED).toBe(1);
    const both = await list('status=ORDER_RECEIVED&status=IN_PRODUCTION&paymentMethod=billing');
    expect(numbers(both)).toEqual(['2026-000101']);
    expect(both.statusCounts).toMatchObject({
      ORDER_RECEIVED: 1,
      ORDER_CANCELLED: 1,
      IN_PRODUCTION: 0,
    });
  });

  it('filters by payment, order day in Zurich, material and overdue', async () => {
    expect(numbers(await list('paymentStatus=PAYMENT_RECEIVED'))).toEqual([
      '2026-000103',
      '2026-000102',
    ]);
    expect(numbers(await list('from=2026-06-15'))).toEqual(['2026-000103']);
    expect(numbers(await list('from=2026-05-01&to=2026-06-14'))).toEqual([
      '2026-000104',
      '2026-000102',
    ]);
    expect(numbers(await list('material=fdm-pla'))).toEqual(['2026-000103', '2026-000102']);
    expect(numbers(await list('overdue=true'))).toEqual(['2026-000101']);
    expect((await list('overdue=false')).total).toBe(4);
  });

  it('sorts and pages', async () => {
    const byTotal = await list('sort=totalCents&dir=asc');
    expect(numbers(byTotal)).toEqual([
      '2026-000103',
      '2026-000101',
      '2026-000104',
      '2025-000999',
      '2026-000102',
    ]);
    const byCustomer = await list('sort=customer&dir=asc&pageSize=2&page=2');
    expect(byCustomer.items.map((row) => row.customerName)).toEqual(['Luca Rossi', 'Reto Keller']);
    expect(byCustomer.total).toBe(5);
    expect(numbers(await list('sort=dueDate&dir=asc'))[0]).toBe('2025-000999');
  });

  it('answers 400 for an unknown status and 404 without a staff session', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=NOPE',
      cookies: office,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(anonymous.statusCode).toBe(404);
  });
});

describe('GET /api/admin/orders.csv', () => {
  it('exports every matching row, quoted and formula-safe, amounts in francs', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders.csv?paymentStatus=PAYMENT_RECEIVED&pageSize=1',
      cookies: office,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'order_number;order_date;customer;company;email;reference;qr_reference;status;payment_status;payment_method;total_chf;lines;due_date;overdue',
    );
    // pageSize does not cut the export: both matching orders.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('2026-000103;2026-06-15 00:30;Chloé Favre;"\'=HYPERLINK(""x"")"');
    expect(lines[1]).toContain(';"A;B ""q""";');
    expect(lines[1]).toContain(';99.50;2;');
    expect(lines[2]).toContain(';1200.00;1;');
  });
});

describe('CSV cells', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+41 44', "'+41 44"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['plain', 'plain'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('%s → %s', (input, expected) => {
    expect(csvText(input)).toBe(expected);
  });

  it('writes cents as decimal francs', () => {
    expect([csvChf(0), csvChf(5), csvChf(123_450), csvChf(-812)]).toEqual([
      '0.00',
      '0.05',
      '1234.50',
      '-8.12',
    ]);
  });
});
