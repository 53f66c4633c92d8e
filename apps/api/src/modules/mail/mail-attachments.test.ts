import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRecords } from '../../db/json-rows.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  attachmentId,
  attachmentKey,
  createMailAttachmentStore,
} from './mail-attachments.repository.js';
import { renderMail } from './mail-layout.js';

const PDF = Buffer.from('%PDF-1.4\n% Rechnung 2026-000042\n%%EOF\n');

function message(to: string, subject: string) {
  return {
    to,
    ...renderMail({ lang: 'de', subject, greeting: 'Guten Tag', paragraphs: ['Im Anhang.'] }),
    attachments: [
      { filename: 'Rechnung-2026-000042.pdf', contentType: 'application/pdf', content: PDF },
    ],
  };
}

describe('mail attachments stored once beside the queue', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const storedRows = async () => {
    const rows = await selectRecords(
      t.app.database.db,
      sql`SELECT id, size_bytes, content IS NULL AS is_in_storage FROM mail_attachments`,
    );
    return rows.map((row) => ({
      id: row['id'],
      bytes: Number(row['size_bytes']),
      isInStorage: row['is_in_storage'],
    }));
  };

  it('delivers the same bytes to the customer and the shop from one row and one stored object', async () => {
    await t.app.services.mail.sendMany([
      message('kundin@example.ch', 'Ihre Bestellung 2026-000042'),
      message('shop@print-portal.test', '[Kopie] Ihre Bestellung 2026-000042'),
    ]);
    const mails = await sink.waitFor(2);
    for (const mail of mails) {
      expect(mail.attachments.map((a) => a.filename)).toEqual(['Rechnung-2026-000042.pdf']);
      expect(mail.attachments[0]?.content.equals(PDF)).toBe(true);
    }
    expect(await storedRows()).toEqual([
      { id: attachmentId(PDF), bytes: PDF.length, isInStorage: true },
    ]);
    expect(await t.app.runtime.platform.storage.exists(attachmentKey(attachmentId(PDF)))).toBe(
      true,
    );
  });

  it('still delivers a job queued with its attachment inline, and fails one whose bytes are gone', async () => {
    const before = sink.messages.length;
    const { attachments: _inline, ...body } = message(
      'kunde@example.ch',
      'Aus der alten Warteschlange',
    );
    await t.app.services.mail.deliver({
      ...body,
      attachments: [
        {
          filename: 'alt.pdf',
          contentType: 'application/pdf',
          contentBase64: PDF.toString('base64'),
        },
      ],
    });
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail?.attachments[0]?.content.equals(PDF)).toBe(true);
    await expect(
      t.app.services.mail.deliver({
        ...body,
        attachments: [
          { filename: 'weg.pdf', contentType: 'application/pdf', storedId: '0'.repeat(64) },
        ],
      }),
    ).rejects.toThrow(/weg\.pdf is no longer stored/);
    expect(sink.messages).toHaveLength(before + 1);
  });

  it('still delivers a row whose bytes were stored in PostgreSQL before', async () => {
    const legacy = Buffer.from('%PDF-1.4 legacy');
    const id = attachmentId(legacy);
    await t.app.database.db.execute(
      sql`INSERT INTO mail_attachments (id, content) VALUES (${id}, ${legacy})`,
    );
    const store = createMailAttachmentStore(t.app.database.db, t.app.runtime.platform.storage);
    expect((await store.get([id])).get(id)?.equals(legacy)).toBe(true);
  });

  it('sweeps rows and objects last stored before the given time', async () => {
    const store = createMailAttachmentStore(t.app.database.db, t.app.runtime.platform.storage);
    const other = Buffer.from('another attachment');
    const [id] = await store.put([other]);
    expect(await store.sweep(new Date(Date.now() - 3600_000))).toBe(0);
    expect((await store.get([id ?? ''])).get(id ?? '')?.equals(other)).toBe(true);
    expect(await store.sweep(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await store.get([id ?? ''])).size).toBe(0);
    expect(await t.app.runtime.platform.storage.exists(attachmentKey(id ?? ''))).toBe(false);
  });
});
