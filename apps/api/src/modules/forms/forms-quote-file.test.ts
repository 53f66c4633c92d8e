/**
 * Issue 13 point 5: a part no mode can print goes to the shop as a quote request through the
 * contact form, with the customer's own file attached to the shop's mail. Real upload, real
 * SMTP; another customer's file id is refused with 404 and nothing is stored or mailed.
 */
import type { ParsedMail } from 'mailparser';
import type { ErrorResponse } from '@print/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from './forms.tables.js';
import { readModel, readSessionCookie, uploadFile } from '../../test/analysis-helpers.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MODEL = 'stl/utah_teapot_open_binary.stl';

const request = {
  firstName: 'Anna',
  lastName: 'Muster',
  mail: 'anna@example.ch',
  subject: 'Angebot für meinen Teekrug',
  message: 'Kein Verfahren kann ihn drucken – was ist möglich?',
  confirmation: true,
};

async function mailWith(sink: SmtpSink, match: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = sink.messages.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('expected mail did not arrive');
    await new Promise((r) => setTimeout(r, 100));
  }
}

let ip = 0;
const nextIp = () => `10.9.0.${++ip}`;

describe('POST /api/forms/contact with the customer’s file (quote request)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let owner: { pp_sid: string };
  let fileId: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
    const upload = await uploadFile(t.app, 'teapot.stl', readModel(MODEL));
    expect(upload.statusCode).toBe(202);
    owner = readSessionCookie(upload);
    fileId = upload.json<{ createdObject: { _id: string } }>().createdObject._id;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  const post = (payload: object, cookies: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload,
      cookies,
      remoteAddress: nextIp(),
    });
  const count = async () => (await t.app.database.db.select().from(formSubmissions)).length;

  it('mails the shop the request with the file attached and named', async () => {
    const res = await post({ ...request, fileId }, owner);
    expect(res.statusCode).toBe(200);
    const toShop = await mailWith(sink, (m) => m.subject === `Kontaktanfrage: ${request.subject}`);
    expect(toShop.text).toContain(`3D-Datei: teapot.stl (Einheit mm, Datei-ID ${fileId})`);
    expect(toShop.text).toContain('Die Datei liegt dieser Nachricht bei.');
    expect(toShop.text).not.toContain('fileId');
    expect(toShop.attachments).toHaveLength(1);
    const [attachment] = toShop.attachments;
    expect(attachment?.filename).toBe('teapot.stl');
    expect(attachment?.content.equals(readModel(MODEL))).toBe(true);
    const rows = await t.app.database.db.select().from(formSubmissions);
    expect(rows.at(-1)?.payload).toMatchObject({ fileId });
  });

  it('answers 404 for another customer’s file id and stores and mails nothing', async () => {
    const before = await count();
    const stranger = await post({ ...request, subject: 'Fremde Datei', fileId });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<ErrorResponse>().error.code).toBe('FILE_NOT_FOUND');
    const unknown = await post({ ...request, subject: 'Unbekannt', fileId: 'no-such-file' }, owner);
    expect(unknown.statusCode).toBe(404);
    expect(await count()).toBe(before);
    // A later request's mail arriving proves the queue has passed the refused ones.
    expect((await post({ ...request, subject: 'Danach' }, owner)).statusCode).toBe(200);
    await mailWith(sink, (m) => m.subject === 'Kontaktanfrage: Danach');
    const subjects = sink.messages.map((m) => m.subject ?? '');
    expect(subjects.some((s) => s.includes('Fremde Datei') || s.includes('Unbekannt'))).toBe(false);
  });

  it('without a file id the contact form works as before (no attachment)', async () => {
    const res = await post({ ...request, subject: 'Ohne Datei' }, owner);
    expect(res.statusCode).toBe(200);
    const toShop = await mailWith(sink, (m) => m.subject === 'Kontaktanfrage: Ohne Datei');
    expect(toShop.attachments).toHaveLength(0);
    expect(toShop.text).not.toContain('3D-Datei');
  });
});
