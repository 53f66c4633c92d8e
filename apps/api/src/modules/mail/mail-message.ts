/** One attachment as a module hands it over (PDF documents, the customer's file). */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/**
 * An attachment as the queue carries it: its bytes are stored once in mail_attachments (the
 * customer's mail and the shop's copy share them) and the job names them by their SHA-256.
 */
export interface QueuedMailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly storedId: string;
}

/** How jobs queued before attachments were stored carried them (still delivered). */
export interface InlineQueuedMailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly contentBase64: string;
}

/** A message as a module hands it to the mail service; the sender is the shop's (MAIL_FROM). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  /** Plain-text alternative: every mail carries both, for clients that show no HTML. */
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
}

/** A message as the job queue carries it (small JSON: attachments by reference). */
export type QueuedMailMessage = Omit<MailMessage, 'attachments'> & {
  readonly attachments?: readonly (QueuedMailAttachment | InlineQueuedMailAttachment)[];
};

export interface MailConfig {
  /** smtp(s)://user:password@host:port — a secret: never logged. Unset → the file outbox. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  /** The shop's own inbox (contact form, order copies). */
  readonly shopEmail: string;
  /** Where the outbox transport writes .eml files (DATA_DIR/mail/outbox). */
  readonly outboxDir: string;
}
