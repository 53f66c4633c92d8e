import type { MailMessage } from './mail-message.js';
import type { MailTransport } from './mail-transport.js';

/** The queue the mail service sends through (the app's job queue: retries, survives restarts). */
export interface MailQueue {
  enqueue(message: MailMessage): Promise<void>;
  /** Several messages in one write (all queued, or none). */
  enqueueMany(messages: readonly MailMessage[]): Promise<void>;
}

export interface MailServiceDeps {
  readonly queue: MailQueue;
  readonly transport: MailTransport;
  readonly shopEmail: string;
}

/**
 * Modules hand complete messages (their own templates, rendered with renderMail) to `send`, which
 * only queues them: a request never waits for, or fails with, the mail server. The queue's worker
 * calls `deliver`; a throw there is retried with backoff, so a failing server loses no message.
 */
export function createMailService({ queue, transport, shopEmail }: MailServiceDeps) {
  return {
    shopEmail,
    transportDescription: transport.description,
    send(message: MailMessage): Promise<void> {
      return queue.enqueue(message);
    },
    /** Queues several messages at once (one write; all or none). */
    sendMany(messages: readonly MailMessage[]): Promise<void> {
      return queue.enqueueMany(messages);
    },
    async deliver(message: MailMessage): Promise<void> {
      await transport.deliver(message);
    },
    close(): void {
      transport.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
