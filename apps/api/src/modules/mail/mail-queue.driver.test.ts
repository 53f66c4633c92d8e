import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renderMail } from './mail-layout.js';

function message(to: string, subject: string) {
  return {
    to,
    ...renderMail({
      lang: 'fr',
      subject,
      greeting: 'Bonjour',
      paragraphs: ['Merci pour votre commande.'],
    }),
  };
}

describe('mail through the job queue and a real SMTP server', () => {
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

  it('delivers a queued message', async () => {
    await t.app.services.mail.send(message('client@example.ch', 'Confirmation 2026-000001'));
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe('Confirmation 2026-000001');
    expect(mail?.text).toContain('Merci pour votre commande.');
    expect(mail?.text).toContain('Meilleures salutations');
  });

  it('retries a delivery the server refused and loses nothing', async () => {
    const before = sink.messages.length;
    sink.failNext(1);
    await t.app.services.mail.send(message('client@example.ch', 'Nach einer Ablehnung'));
    const messages = await sink.waitFor(before + 1, 20_000);
    expect(messages.at(-1)?.subject).toBe('Nach einer Ablehnung');
  });
});

describe('mail without SMTP_URL', () => {
  it('lands as an .eml file in DATA_DIR/mail/outbox', async () => {
    const t = await createTestApp({ worker: true });
    try {
      await t.app.services.mail.send(message('client@example.ch', 'Ins Postausgangsfach'));
      const outbox = join(t.dataDir, 'mail', 'outbox');
      const deadline = Date.now() + 10_000;
      let names: string[] = [];
      while (names.length === 0 && Date.now() < deadline) {
        names = (await readdir(outbox).catch(() => [])).filter((n) => n.endsWith('.eml'));
        if (names.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(names).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
