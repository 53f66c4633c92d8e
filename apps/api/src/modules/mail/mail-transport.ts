import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailConfig, MailMessage } from './mail-message.js';

export interface MailTransport {
  /** Where messages go, safe to log (never the SMTP credentials). */
  readonly description: string;
  deliver(message: MailMessage): Promise<{ readonly messageId: string }>;
  close(): void;
}

function toNodemailer(message: MailMessage, from: string): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

/** The SMTP server at SMTP_URL (nodemailer). */
function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.protocol}//${url.hostname}:${url.port || 'default'}`,
    async deliver(message) {
      const info = (await transport.sendMail(toNodemailer(message, from))) as { messageId: string };
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP every message becomes one RFC 5322 file (CRLF lines, attachments included) in the
 * outbox folder, written under a temporary name and renamed, so a reader never sees half a mail.
 */
function createOutboxTransport(outboxDir: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    description: `outbox folder ${outboxDir}`,
    async deliver(message) {
      await mkdir(outboxDir, { recursive: true });
      const info = (await transport.sendMail(toNodemailer(message, from))) as {
        messageId: string;
        message: Buffer;
      };
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const temporary = join(outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message);
      await rename(temporary, join(outboxDir, name));
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

export function createMailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.from)
    : createOutboxTransport(config.outboxDir, config.from);
}
