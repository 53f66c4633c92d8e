import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { renderMail } from './mail-layout.js';
import type { MailMessage } from './mail-message.js';
import { createMailTransport } from './mail-transport.js';

const PDF = Buffer.from('%PDF-1.4\n% a tiny test document\n%%EOF\n');
const FROM = 'Print Portal <shop@print-portal.test>';

function message(): MailMessage {
  const body = renderMail({
    lang: 'de',
    subject: 'Ihre Bestellung 2026-000001',
    greeting: 'Guten Tag Zoë <Müller>',
    paragraphs: ['Vielen Dank für Ihre Bestellung über CHF 216.20.'],
    action: { label: 'Bestellung ansehen', url: 'http://localhost:3000/order-details/abc?x=1&y=2' },
  });
  return {
    to: 'kunde@example.ch',
    ...body,
    attachments: [
      {
        filename: 'Rechnung.pdf',
        contentType: 'application/pdf',
        content: PDF,
      },
    ],
  };
}

describe('SMTP transport (a real local SMTP server)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('delivers HTML, plain text and the PDF attachment as sent', async () => {
    const transport = createMailTransport({
      smtpUrl: sink.url,
      from: FROM,
      shopEmail: 'shop@print-portal.test',
      outboxDir: '/nonexistent',
    });
    expect(transport.description).toMatch(/^SMTP smtp:\/\/127\.0\.0\.1:\d+$/);
    await transport.deliver(message());
    transport.close();
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe('Ihre Bestellung 2026-000001');
    expect(mail?.from?.text).toContain('shop@print-portal.test');
    expect(mail?.text).toContain('Guten Tag Zoë <Müller>');
    expect(mail?.text).toContain('http://localhost:3000/order-details/abc?x=1&y=2');
    // Customer text is escaped in HTML: no injected tag, the entity instead.
    expect(mail?.html).toContain('Zoë &lt;Müller&gt;');
    expect(mail?.html).not.toContain('<Müller>');
    expect(mail?.attachments[0]?.filename).toBe('Rechnung.pdf');
    expect(mail?.attachments[0]?.content.equals(PDF)).toBe(true);
  });

  it('fails delivery when the server refuses, so the queue retries', async () => {
    const transport = createMailTransport({
      smtpUrl: sink.url,
      from: FROM,
      shopEmail: 'shop@print-portal.test',
      outboxDir: '/nonexistent',
    });
    sink.failNext(1);
    await expect(transport.deliver(message())).rejects.toThrow();
    transport.close();
  });
});

describe('outbox transport (no SMTP_URL)', () => {
  it('writes one complete RFC 5322 .eml per message, atomically, attachments included', async () => {
    const outboxDir = join(await mkdtemp(join(tmpdir(), 'pp-outbox-')), 'mail', 'outbox');
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: FROM,
      shopEmail: 'shop@print-portal.test',
      outboxDir,
    });
    expect(transport.description).toBe(`outbox folder ${outboxDir}`);
    await Promise.all([transport.deliver(message()), transport.deliver(message())]);
    const names = await readdir(outboxDir);
    expect(names).toHaveLength(2);
    expect(names.every((n) => n.endsWith('.eml') && !n.startsWith('.'))).toBe(true);
    const raw = await readFile(join(outboxDir, names[0] ?? ''));
    expect(raw.includes('\r\n')).toBe(true);
    const parsed = await simpleParser(raw);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('kunde@example.ch');
    expect(parsed.attachments[0]?.content.equals(PDF)).toBe(true);
    await rm(join(outboxDir, '..', '..'), { recursive: true, force: true });
  });
});
