/** One attachment, carried through the job queue as base64 (PDF documents, the customer's file). */
export interface MailAttachment {
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

export interface MailConfig {
  /** smtp(s)://user:password@host:port — a secret: never logged. Unset → the file outbox. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  /** The shop's own inbox (contact form, order copies). */
  readonly shopEmail: string;
  /** Where the outbox transport writes .eml files (DATA_DIR/mail/outbox). */
  readonly outboxDir: string;
}
