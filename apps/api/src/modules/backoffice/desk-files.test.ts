import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AdminNoteSchema, AdminOrderDetailSchema, type AdminOrderDetail } from '@print/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/index.js';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { buildForm, tetrahedronStl, TINY_PNG } from '../../test/multipart.js';
import { customerCookies, signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PDF = Buffer.from('%PDF-1.4\n% Lieferschein\n%%EOF\n');

let t: TestApp;
let office: SignedInStaff;
let production: SignedInStaff;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.app.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Every object the desk stored (notes' and reviews' files). */
async function storedDeskFiles(): Promise<string[]> {
  const root = join(t.dataDir, 'uploads', 'desk');
  const found: string[] = [];
  for (const folder of ['notes', 'reviews']) {
    const names = await readdir(join(root, folder)).catch(() => []);
    found.push(...names.map((name) => `${folder}/${name}`));
  }
  return found;
}

async function detail(orderId: string): Promise<AdminOrderDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    cookies: office.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderDetailSchema.parse(res.json());
}

function postNote(
  orderId: string,
  text: string,
  files: Parameters<typeof buildForm>[1],
  who: Record<string, string> = office.cookies,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/notes/upload`,
    cookies: who,
    ...buildForm({ text }, files),
  });
}

function postReview(
  orderId: string,
  lineId: string,
  fields: Record<string, string>,
  files: Parameters<typeof buildForm>[1],
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/lines/${lineId}/review/upload`,
    cookies: production.cookies,
    ...buildForm(fields, files),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  office = await signInStaff(t.app, 'office');
  production = await signInStaff(t.app, 'production');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('internal note attachments', () => {
  it('stores several files with the note, lists and serves them to staff only, audit-logged', async () => {
    const id = await insertDeskOrder(t.app.database.db, { orderNumber: '2026-710001' });
    const res = await postNote(id, 'Photos of the print bed', [
      { name: 'bed.png', data: TINY_PNG, type: 'application/pdf' },
      { name: 'slip.pdf', data: PDF },
      { name: 'part.stl', data: tetrahedronStl() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const note = AdminNoteSchema.parse(res.json());
    // The declared type of the PNG said PDF: the content decides.
    expect(note.attachments.map((a) => [a.fileName, a.contentType, a.size])).toEqual([
      ['bed.png', 'image/png', TINY_PNG.length],
      ['slip.pdf', 'application/pdf', PDF.length],
      ['part.stl', 'application/octet-stream', 84 + 4 * 50],
    ]);
    // Stored where the checks below look (so their "nothing stored" can fail).
    const stored = await storedDeskFiles();
    for (const file of note.attachments)
      expect(stored.some((key) => key.startsWith(`notes/${file.id}-`))).toBe(true);
    const shown = (await detail(id)).notes[0];
    expect(shown?.attachments).toEqual(note.attachments);
    expect((await detail(id)).timeline.find((e) => e.kind === 'note')?.text).toContain(
      'bed.png, slip.pdf, part.stl',
    );

    const url = note.attachments[1]?.url ?? '';
    const download = await t.app.inject({ method: 'GET', url, cookies: production.cookies });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const customer = await customerCookies(t.app);
    for (const cookies of [customer, {}]) {
      const denied = await t.app.inject({ method: 'GET', url, cookies });
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
    }
    const asCustomer = await postNote(id, 'sneaky', [{ name: 'a.png', data: TINY_PNG }], customer);
    expect(asCustomer.statusCode).toBe(404);

    const audit = await rows<{ action: string; after: { attachments?: unknown[] } }>(
      sql`SELECT action, after FROM audit_log WHERE order_id = ${id} ORDER BY at, id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'order.note',
      'order.note_attachment.download',
    ]);
    expect(audit[0]?.after.attachments).toHaveLength(3);
  });

  it('refuses wrong, empty and unknown with stable codes and stores nothing', async () => {
    const id = await insertDeskOrder(t.app.database.db, { orderNumber: '2026-710002' });
    const before = await storedDeskFiles();
    const cases: [Parameters<typeof buildForm>[1], number, string][] = [
      [
        [{ name: 'fake.png', data: Buffer.from('not an image at all') }],
        415,
        'FILE_CONTENT_MISMATCH',
      ],
      [[{ name: 'tool.exe', data: Buffer.from('MZ') }], 415, 'UNSUPPORTED_FILE_TYPE'],
      [[{ name: 'photo.svg', data: Buffer.from('<svg/>') }], 415, 'UNSUPPORTED_FILE_TYPE'],
      // The first file is fine and already stored when the second is refused: both go.
      [
        [
          { name: 'ok.png', data: TINY_PNG },
          { name: 'empty.pdf', data: Buffer.alloc(0) },
        ],
        400,
        'EMPTY_FILE',
      ],
      [[{ name: 'bad.stl', data: Buffer.from('hello, not a model\n') }], 422, 'STL_ASCII_NO_SOLID'],
    ];
    for (const [files, status, code] of cases) {
      const res = await postNote(id, 'with a bad file', files);
      expect([res.statusCode, res.json()], code).toMatchObject([status, { error: { code } }]);
    }
    const noText = await postNote(id, '  ', [{ name: 'ok.png', data: TINY_PNG }]);
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const unknown = await postNote('no-such-order', 'x', [{ name: 'ok.png', data: TINY_PNG }]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });

    expect((await detail(id)).notes).toEqual([]);
    expect(await storedDeskFiles()).toEqual(before);
  });

  it('leaves no stored file when the database write fails', async () => {
    const id = await insertDeskOrder(t.app.database.db, { orderNumber: '2026-710003' });
    const before = await storedDeskFiles();
    await rows(sql`CREATE FUNCTION refuse_attachment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await rows(sql`CREATE TRIGGER refuse_attachment BEFORE INSERT ON order_note_attachments
      FOR EACH ROW EXECUTE FUNCTION refuse_attachment()`);
    try {
      const res = await postNote(id, 'never saved', [{ name: 'ok.png', data: TINY_PNG }]);
      expect(res.statusCode).toBe(500);
    } finally {
      await rows(sql`DROP TRIGGER refuse_attachment ON order_note_attachments`);
    }
    expect((await detail(id)).notes).toEqual([]);
    expect(await storedDeskFiles()).toEqual(before);
  });
});

describe('printability review with files', () => {
  it('prints the repaired file production uploaded instead of the automatic repair', async () => {
    const id = await insertDeskOrder(t.app.database.db, { orderNumber: '2026-710004' });
    const start = await detail(id);
    const lineId = start.lines[0]?.id ?? '';
    const wrong = await postReview(
      id,
      lineId,
      { verdict: 'printable', version: String(start.version) },
      [{ name: 'fixed.stl', data: tetrahedronStl() }],
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: { code: 'REVIEW_FILE_NOT_EXPECTED' } });

    const res = await postReview(
      id,
      lineId,
      { verdict: 'repaired', reason: 'Closed two holes', version: String(start.version) },
      [{ name: 'fixed.stl', data: tetrahedronStl() }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = AdminOrderDetailSchema.parse(res.json());
    expect(after.status).toBe('FILES_REPAIRED');
    const line = after.lines[0];
    expect(line?.review?.repairedFile).toMatchObject({ fileName: 'fixed.stl', size: 284 });
    const printFiles = line?.downloads.filter((d) => d.isPrintFile) ?? [];
    expect(printFiles.map((d) => [d.kind, d.fileName])).toEqual([['repaired_upload', 'fixed.stl']]);
    const file = await t.app.inject({
      method: 'GET',
      url: printFiles[0]?.url ?? '',
      cookies: office.cookies,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(tetrahedronStl())).toBe(true);
    const customer = await t.app.inject({
      method: 'GET',
      url: printFiles[0]?.url ?? '',
      cookies: await customerCookies(t.app),
    });
    expect(customer.statusCode).toBe(404);
  });

  it('sends a not printable line’s picture with the status mail and shows the reason to the owner', async () => {
    const id = await insertDeskOrder(t.app.database.db, {
      orderNumber: '2026-710005',
      language: 'en',
    });
    const start = await detail(id);
    const lineId = start.lines[0]?.id ?? '';
    const res = await postReview(
      id,
      lineId,
      { verdict: 'not_printable', reason: 'Walls 0.2 mm', version: String(start.version) },
      [{ name: 'walls.png', data: TINY_PNG }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = AdminOrderDetailSchema.parse(res.json());
    expect(after.status).toBe('FILES_NOT_PRINTABLE');
    expect(after.lines[0]?.review?.picture).toMatchObject({ contentType: 'image/png' });

    const documents = t.app.services.documents as {
      sendMessages: (messages: readonly MailMessage[]) => Promise<void>;
    };
    const original = documents.sendMessages;
    const sent: MailMessage[] = [];
    documents.sendMessages = (messages) => {
      sent.push(...messages);
      return Promise.resolve();
    };
    try {
      await t.app.services.orders.admin.drainMails();
    } finally {
      documents.sendMessages = original;
    }
    const mail = sent.find((message) => message.subject.includes('not printable'));
    expect(mail?.text).toContain('Walls 0.2 mm');
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      ['1-bracket.png', 'image/png'],
    ]);
    expect(mail?.attachments?.[0]?.content.equals(TINY_PNG)).toBe(true);

    // The mail's answer link shows the picture to its holder without signing in (a guest).
    const token = /\/en\/order-answer\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const linkView = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/not-printable/${token}`,
    });
    const linkPicture = `/api/checkout/not-printable/${token}/items/${lineId}/review-picture`;
    expect(linkView.json()).toMatchObject({
      lines: [{ reason: 'Walls 0.2 mm', pictureUrl: linkPicture }],
    });
    const viaLink = await t.app.inject({ method: 'GET', url: linkPicture });
    expect([viaLink.statusCode, viaLink.headers['content-type']]).toEqual([200, 'image/png']);
    expect(viaLink.rawPayload.equals(TINY_PNG)).toBe(true);

    // The order becomes a signed-in customer's: their order page shows the reason and the picture.
    const accounts = async () =>
      (await rows<{ id: string }>(sql`SELECT id FROM users`)).map((row) => row.id);
    const known = new Set(await accounts());
    const owner = await customerCookies(t.app);
    const account = { id: (await accounts()).find((candidate) => !known.has(candidate)) };
    await rows(sql`UPDATE orders SET owner_principal = ${`user:${account?.id}`} WHERE id = ${id}`);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${id}`,
      cookies: owner,
    });
    expect(page.statusCode, page.body).toBe(200);
    const pictureUrl = `/api/checkout/order/${id}/items/${lineId}/review-picture`;
    expect(page.json<{ items: { review: unknown }[] }>().items[0]?.review).toEqual({
      verdict: 'not_printable',
      reason: 'Walls 0.2 mm',
      pictureUrl,
    });
    const picture = await t.app.inject({ method: 'GET', url: pictureUrl, cookies: owner });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
    const stranger = await t.app.inject({
      method: 'GET',
      url: pictureUrl,
      cookies: await customerCookies(t.app),
    });
    expect(stranger.statusCode).toBe(404);
  });
});
