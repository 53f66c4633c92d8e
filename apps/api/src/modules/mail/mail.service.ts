import type { MailAttachmentStore } from './mail-attachments.repository.js';
import type { MailAttachment, MailMessage, QueuedMailMessage } from './mail-message.js';
import type { MailTransport } from './mail-transport.js';
import type { RecipientLimiter, RecipientPurpose } from './recipient-limits.js';

/** The queue the mail service sends through (the app's job queue: retries, survives restarts). */
export interface MailQueue {
  enqueue(message: QueuedMailMessage): Promise<void>;
  /** Several messages in one write (all queued, or none). */
  enqueueMany(messages: readonly QueuedMailMessage[]): Promise<void>;
}

export interface MailServiceDeps {
  readonly queue: MailQueue;
  readonly transport: MailTransport;
  readonly attachments: MailAttachmentStore;
  readonly shopEmail: string;
  /** Mails to typed-in addresses per recipient (absent: no limit, e.g. unit tests). */
  readonly recipients?: RecipientLimiter;
  readonly now?: () => Date;
}

/**
 * Modules hand complete messages (their own templates, rendered with renderMail) to `send`, which
 * only queues them: a request never waits for, or fails with, the mail server. Attachments are
 * stored first, once per content, and the job refers to them. The queue's worker calls
 * `deliver`; a throw there is retried with backoff, so a failing server loses no message.
 */
export function createMailService(deps: MailServiceDeps) {
  const { queue, transport, attachments, shopEmail } = deps;
  /** Stores the messages' attachments (one write) and answers the messages as the queue takes them. */
  async function toQueued(messages: readonly MailMessage[]): Promise<QueuedMailMessage[]> {
    const contents = messages.flatMap((m) => (m.attachments ?? []).map((a) => a.content));
    const ids = contents.length === 0 ? [] : await attachments.put(contents);
    let next = 0;
    return messages.map(({ attachments: files, ...rest }) =>
      files === undefined
        ? rest
        : {
            ...rest,
            attachments: files.map(({ filename, contentType }) => ({
              filename,
              contentType,
              storedId: ids[next++] ?? '',
            })),
          },
    );
  }

  /** The message with its attachments' bytes; a stored one that is gone fails the delivery. */
  async function toDeliverable(message: QueuedMailMessage): Promise<MailMessage> {
    const { attachments: files, ...rest } = message;
    if (files === undefined) return rest;
    const stored = await attachments.get(
      files.flatMap((file) => ('storedId' in file ? [file.storedId] : [])),
    );
    return {
      ...rest,
      attachments: files.map((file): MailAttachment => {
        const { filename, contentType } = file;
        if (!('storedId' in file)) {
          return { filename, contentType, content: Buffer.from(file.contentBase64, 'base64') };
        }
        const content = stored.get(file.storedId);
        if (content === undefined) throw new Error(`attachment ${filename} is no longer stored`);
        return { filename, contentType, content };
      }),
    };
  }

  return {
    shopEmail,
    transportDescription: transport.description,
    async send(message: MailMessage): Promise<void> {
      const [queued] = await toQueued([message]);
      if (queued !== undefined) await queue.enqueue(queued);
    },
    /** Queues several messages at once (one write for their attachments, one for the jobs). */
    async sendMany(messages: readonly MailMessage[]): Promise<void> {
      if (messages.length === 0) return;
      await queue.enqueueMany(await toQueued(messages));
    },
    /**
     * Whether one more mail of this purpose may go to an address the caller typed (and counts it):
     * false once the recipient's allowance of the window is used (RECIPIENT_LIMITS).
     */
    async allowRecipient(address: string, purpose: RecipientPurpose): Promise<boolean> {
      if (deps.recipients === undefined) return true;
      return deps.recipients.take(address, purpose, (deps.now ?? (() => new Date()))());
    },
    async deliver(message: QueuedMailMessage): Promise<void> {
      await transport.deliver(await toDeliverable(message));
    },
    close(): void {
      transport.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
