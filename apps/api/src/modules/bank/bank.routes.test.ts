import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminBankImportListSchema,
  AdminBankImportResultSchema,
  AdminBankTransactionListSchema,
  AdminBankTransactionSchema,
  AuditPageSchema,
} from '@print/contracts';
import { buildCreditorReference, buildQrReference } from '@print/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { buildMultipart } from '../../test/multipart.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orderOutbox, orders, orderTransitions } from '../orders/orders.tables.js';
import { auditLog } from '../staff/staff.tables.js';
import { createBankFolderWatcher } from './bank-folder.js';
import { buildCamtXml, type FixtureEntry, type FixtureFile } from './camt-fixtures.js';
import { bankImports, bankTransactions } from './bank.tables.js';

// /api/admin/payments through real staff sign-ins: imports, matching, the queue (issue 26 item 1).
const NOW = new Date('2026-03-11T08:00:00Z');
const IBAN = 'CH4431999123000889012';
/** The account's ordinary IBAN, accepted through BANK_ACCOUNT_IBANS. */
const ORDINARY_IBAN = 'CH9300762011623852957';
let t: TestApp;
let office: SignedInStaff;
let production: SignedInStaff;
const ids: Record<string, string> = {};

const qr = (n: string) => (buildQrReference(n) as { ok: true; value: string }).value;
const rf = (n: string) => (buildCreditorReference(n) as { ok: true; value: string }).value;
const db = () => t.app.database.db;

function file(partial: Partial<FixtureFile> & { entries: readonly FixtureEntry[] }): string {
  return buildCamtXml({ message: 'camt.054', version: '001.08', iban: IBAN, ...partial });
}

function one(ref: string, amount: string, tx: Partial<FixtureEntry['txs'][number]>): FixtureEntry {
  return { ref: `E-${ref}`, amount, txs: [{ ref, amount, ...tx }] };
}

async function upload(xml: string, cookies = office.cookies, name = 'camt.xml') {
  const { payload, headers } = buildMultipart(name, 'application/xml', Buffer.from(xml));
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/imports',
    cookies,
    payload,
    headers,
  });
}

async function uploadRaw(xml: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/imports',
    cookies: office.cookies,
    payload: xml,
    headers: { 'content-type': 'application/xml', 'x-file-name': 'statement.xml' },
  });
}

async function orderOf(key: string) {
  const [row] = await db()
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, ids[key] ?? ''));
  return row;
}

async function bookedCount(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(bankTransactions);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => NOW,
    bank: { importDir: undefined, accountIbans: [ORDINARY_IBAN] },
  });
  const orders = [
    ['prepaid', '2026-000101', 'prepaid', 25_000],
    ['invoice', '2026-000102', 'billing', 10_000],
    ['partial', '2026-000103', 'prepaid', 30_000],
    ['over', '2026-000104', 'prepaid', 5_000],
    ['text', '2026-000105', 'prepaid', 7_000],
    ['scor', '2026-000106', 'prepaid', 8_000],
    ['manual', '2026-000107', 'prepaid', 4_000],
  ] as const;
  for (const [key, orderNumber, paymentMethod, totalCents] of orders)
    ids[key] = await insertDeskOrder(db(), { orderNumber, paymentMethod, totalCents });
  [office, production] = await Promise.all([
    signInStaff(t.app, 'office'),
    signInStaff(t.app, 'production'),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('who reaches /api/admin/payments', () => {
  it('answers 404 to anonymous callers and production staff', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/payments/imports' });
    const denied = await upload(file({ entries: [] }), production.cookies);
    expect([anonymous.statusCode, denied.statusCode]).toEqual([404, 404]);
    expect(await bookedCount()).toBe(0);
  });
});

describe('bad files are refused with a reason and book nothing', () => {
  it.each([
    [
      'another account',
      file({
        iban: 'CH5604835012345678009',
        entries: [one('W1', '250.00', { qrr: qr('2026-000101') })],
      }),
      'BANK_ACCOUNT_MISMATCH',
    ],
    [
      'a truncated file',
      file({ entries: [one('T1', '250.00', { qrr: qr('2026-000101') })] }).slice(0, 400),
      'BANK_FILE_MALFORMED',
    ],
    [
      'not camt',
      '<?xml version="1.0"?><invoice><total>250.00</total></invoice>',
      'BANK_FILE_NOT_CAMT',
    ],
  ])('%s', async (_name, xml, code) => {
    const res = await upload(xml);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({ code });
    expect(await bookedCount()).toBe(0);
    expect(await db().select().from(bankImports)).toEqual([]);
    expect((await orderOf('prepaid'))?.paymentStatus).toBe('PAYMENT_PENDING');
  });

  it('refuses a JSON body as the wrong media type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/imports',
      cookies: office.cookies,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('a camt.054 matched by QR reference, SCOR and free text', () => {
  const xml = file({
    msgId: 'N-1',
    entries: [
      one('Q-101', '250.00', { qrr: qr('2026-000101'), debtorName: 'Anna Muster' }),
      one('Q-102', '100.00', { qrr: qr('2026-000102') }),
      one('Q-103a', '100.00', { qrr: qr('2026-000103') }),
      one('Q-104', '80.00', { qrr: qr('2026-000104') }),
      one('S-106', '80.00', { scor: rf('2026-000106') }),
      one('X-105', '70.00', { ustrd: 'Bestellung 2026-000105, danke' }),
      one('U-1', '40.00', { ustrd: 'Spende' }),
      one('U-2', '15.00', { ustrd: 'unbekannt' }),
      {
        ref: 'R-1',
        amount: '250.00',
        reversal: true,
        txs: [{ ref: 'R-1', amount: '250.00', qrr: qr('2026-000107') }],
      },
    ],
  });

  it('books each new payment, pays orders whose total arrived, reports the counts', async () => {
    const res = await upload(xml, office.cookies, 'camt054-N1.xml');
    expect(res.statusCode, res.body).toBe(200);
    const result = AdminBankImportResultSchema.parse(res.json());
    expect(result).toMatchObject({
      isDuplicateFile: false,
      counts: { new: 8, duplicate: 0, matched: 6, unmatched: 2, skipped: 1 },
      paidOrderCount: 5,
    });
    expect(result.import).toMatchObject({
      format: 'camt.054.001.08',
      messageId: 'N-1',
      source: 'upload',
    });
    // prepaid: paid and on to production by actor payment; invoice: paid too
    expect(await orderOf('prepaid')).toEqual({
      status: 'READY_FOR_PROCESSING',
      paymentStatus: 'PAYMENT_RECEIVED',
    });
    expect((await orderOf('invoice'))?.paymentStatus).toBe('PAYMENT_RECEIVED');
    expect((await orderOf('text'))?.paymentStatus).toBe('PAYMENT_RECEIVED');
    expect((await orderOf('scor'))?.paymentStatus).toBe('PAYMENT_RECEIVED');
    // less: partly paid (pending, the amount kept); more: paid with the overpaid flag
    expect(await orderOf('partial')).toEqual({
      status: 'ORDER_RECEIVED',
      paymentStatus: 'PAYMENT_PENDING',
    });
    const rows = await db().select().from(bankTransactions).orderBy(asc(bankTransactions.id));
    expect(rows.map((r) => [r.bankReference, r.state, r.matchKind, r.settlement])).toEqual([
      ['Q-101', 'matched', 'qr', 'paid'],
      ['Q-102', 'matched', 'qr', 'paid'],
      ['Q-103a', 'matched', 'qr', 'partial'],
      ['Q-104', 'matched', 'qr', 'overpaid'],
      ['S-106', 'matched', 'scor', 'paid'],
      ['X-105', 'matched', 'text', 'paid'],
      ['U-1', 'unmatched', null, null],
      ['U-2', 'unmatched', null, null],
    ]);
    const transitions = await db()
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, ids.prepaid ?? ''));
    expect(transitions.map((r) => [r.kind, r.actor, r.fromStatus, r.toStatus])).toEqual([
      ['payment', 'payment', 'PAYMENT_PENDING', 'PAYMENT_RECEIVED'],
      ['status', 'payment', 'ORDER_RECEIVED', 'READY_FOR_PROCESSING'],
    ]);
    const mails = await db()
      .select()
      .from(orderOutbox)
      .where(eq(orderOutbox.orderId, ids.prepaid ?? ''));
    expect(mails.map((m) => m.event)).toEqual(['payment-received']);
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await bookedCount();
    const res = await upload(xml, office.cookies, 'again.xml');
    const result = AdminBankImportResultSchema.parse(res.json());
    expect(result).toMatchObject({
      isDuplicateFile: true,
      counts: { new: 0, duplicate: 8 },
      paidOrderCount: 0,
    });
    expect(await bookedCount()).toBe(before);
    expect((await db().select().from(bankImports)).length).toBe(1);
  });

  it('audits the upload in its transaction', async () => {
    const owner = await signInStaff(t.app, 'owner');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?staffId=${office.staff.id}`,
      cookies: owner.cookies,
    });
    const entries = AuditPageSchema.parse(res.json()).items.filter(
      (e) => e.entityType === 'bank_import',
    );
    expect(entries).toHaveLength(1);
  });
});

describe('a camt.053 statement: batch entry, payments reported before, sums across files', () => {
  it('books only the new payments of a batch and pays the order once the sum reaches its total', async () => {
    const xml = buildCamtXml({
      message: 'camt.053',
      version: '001.04',
      iban: ORDINARY_IBAN,
      msgId: 'S-1',
      entries: [
        {
          ref: 'BATCH-9',
          amount: '450.00',
          txs: [
            { ref: 'Q-101', amount: '250.00', qrr: qr('2026-000101') },
            { ref: 'Q-103b', amount: '200.00', qrr: qr('2026-000103') },
          ],
        },
      ],
    });
    const res = await uploadRaw(xml);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminBankImportResultSchema.parse(res.json())).toMatchObject({
      isDuplicateFile: false,
      counts: { new: 1, duplicate: 1, matched: 1, unmatched: 0 },
      paidOrderCount: 1,
    });
    expect(await orderOf('partial')).toEqual({
      status: 'READY_FOR_PROCESSING',
      paymentStatus: 'PAYMENT_RECEIVED',
    });
    const [row] = await db()
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.bankReference, 'Q-103b'));
    expect(row?.settlement).toBe('paid');
    const list = AdminBankImportListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/payments/imports',
          cookies: office.cookies,
        })
      ).json(),
    );
    // Both at the test's one instant: compared without their order.
    expect(list.items.map((i) => [i.fileName, i.format]).sort()).toEqual([
      ['camt054-N1.xml', 'camt.054.001.08'],
      ['statement.xml', 'camt.053.001.04'],
    ]);
  });
});

describe('the unmatched queue', () => {
  async function queue() {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/transactions',
      cookies: office.cookies,
    });
    return AdminBankTransactionListSchema.parse(res.json());
  }
  const post = (id: number, action: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/transactions/${id}/${action}`,
      cookies: office.cookies,
      payload,
    });

  it('lists what found no order, oldest first', async () => {
    const list = await queue();
    expect(list.total).toBe(2);
    expect(list.items.map((i) => [i.bankReference, i.amountCents, i.remittanceText])).toEqual([
      ['U-1', 4_000, 'Spende'],
      ['U-2', 1_500, 'unbekannt'],
    ]);
  });

  it('assigns a payment to an order by hand: paid, audited, out of the queue; not twice', async () => {
    const [first] = (await queue()).items;
    const res = await post(first?.id ?? 0, 'assign', {
      orderNumber: '2026-000107',
      note: 'Telefon',
    });
    expect(res.statusCode, res.body).toBe(200);
    const assigned = AdminBankTransactionSchema.parse(res.json());
    expect(assigned).toMatchObject({
      state: 'matched',
      matchKind: 'manual',
      settlement: 'paid',
      staffName: office.staff.name,
      order: {
        orderNumber: '2026-000107',
        status: 'READY_FOR_PROCESSING',
        paymentStatus: 'PAYMENT_RECEIVED',
      },
    });
    const [transition] = await db()
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, ids.manual ?? ''));
    expect(transition).toMatchObject({
      actor: 'payment',
      staffId: office.staff.id,
      toStatus: 'PAYMENT_RECEIVED',
    });
    const again = await post(first?.id ?? 0, 'assign', { orderNumber: '2026-000107' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string } }>().error.code).toBe('BANK_TRANSACTION_NOT_OPEN');
  });

  it('refuses an unknown order and sets a payment aside with a reason', async () => {
    const [rest] = (await queue()).items;
    const unknown = await post(rest?.id ?? 0, 'assign', { orderNumber: '2026-999999' });
    expect(unknown.statusCode).toBe(404);
    const ignored = await post(rest?.id ?? 0, 'ignore', { reason: 'Spende, keine Bestellung' });
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect((await queue()).total).toBe(0);
    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'bank_transaction'))
      .orderBy(asc(auditLog.id));
    expect(audit.map((r) => r.action)).toEqual(['bank.assign', 'bank.ignore']);
  });
});

describe('the watched folder (BANK_IMPORT_DIR)', () => {
  it('imports what arrives, moves it to done/ or, refused, to failed/ with the reason', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pp-bank-folder-'));
    try {
      const folderOrder = await insertDeskOrder(db(), {
        orderNumber: '2026-000108',
        paymentMethod: 'prepaid',
        totalCents: 1_250,
      });
      await writeFile(
        join(dir, 'b-good.xml'),
        file({ msgId: 'F-1', entries: [one('F-108', '12.50', { qrr: qr('2026-000108') })] }),
      );
      await writeFile(
        join(dir, 'a-foreign.xml'),
        file({ iban: 'CH5604835012345678009', entries: [] }),
      );
      await writeFile(join(dir, 'notes.txt'), 'not a bank file');
      const watcher = createBankFolderWatcher({
        dir,
        importFile: (source) => t.app.services.bank.importFile(source),
        logError: (error) => {
          throw error;
        },
        now: () => NOW,
      });
      const scan = await watcher.scanOnce();
      expect(scan).toEqual({
        done: ['b-good.xml'],
        failed: [{ file: 'a-foreign.xml', code: 'BANK_ACCOUNT_MISMATCH' }],
      });
      expect((await readdir(dir)).sort()).toEqual(['done', 'failed', 'notes.txt', 'processing']);
      const failed = await readdir(join(dir, 'failed'));
      expect(failed).toHaveLength(2);
      const reason = failed.find((name) => name.endsWith('.reason.txt')) ?? '';
      expect(await readFile(join(dir, 'failed', reason), 'utf8')).toMatch(
        /^BANK_ACCOUNT_MISMATCH: /,
      );
      const [order] = await db().select().from(orders).where(eq(orders.id, folderOrder));
      expect(order?.paymentStatus).toBe('PAYMENT_RECEIVED');
      const [imported] = await db()
        .select()
        .from(bankImports)
        .where(eq(bankImports.messageId, 'F-1'));
      expect(imported).toMatchObject({ source: 'folder', staffId: null, matchedCount: 1 });
      expect(await watcher.scanOnce()).toEqual({ done: [], failed: [] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
