import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../plugins/job-queue.js';
import { createMailAttachmentStore } from './mail-attachments.repository.js';
import type { MailConfig, QueuedMailMessage } from './mail-message.js';
import { createMailService, type MailService } from './mail.service.js';
import { createMailTransport } from './mail-transport.js';

export const MAIL_QUEUE = 'mail';

/** Stored attachments are kept well past the last retry of their mails (about a day). */
const ATTACHMENT_RETENTION_MS = 7 * 24 * 3600 * 1000;
const ATTACHMENT_SWEEP_INTERVAL_MS = 3600 * 1000;

/**
 * The mail service on the app's job queue: `send` stores the message as a job; a worker in this
 * process delivers it, and a failed delivery (server down, 4xx answer) is retried with growing
 * delays for about a day (10 attempts from `retryDelaySeconds`, doubling), so no message is lost.
 */
export async function startMailService(input: {
  readonly jobs: JobQueue;
  /** Where attachments are stored for the jobs (mail_attachments). */
  readonly db: Db;
  /** Background failures (the attachments' sweep). */
  readonly logError: (error: unknown, message: string) => void;
  readonly config: MailConfig;
  /** false in a process that only queues (another one delivers). */
  readonly consume: boolean;
  readonly retryDelaySeconds: number;
}): Promise<MailService> {
  const { jobs, config } = input;
  await jobs.define(MAIL_QUEUE, {
    retryLimit: 10,
    retryDelaySeconds: input.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  const attachments = createMailAttachmentStore(input.db);
  const service = createMailService({
    queue: {
      async enqueue(message) {
        await jobs.send(MAIL_QUEUE, message);
      },
      async enqueueMany(messages) {
        await jobs.sendMany(MAIL_QUEUE, messages);
      },
    },
    transport: createMailTransport(config),
    attachments,
    shopEmail: config.shopEmail,
  });
  let sweeper: NodeJS.Timeout | undefined;
  if (input.consume) {
    // Up to 10 messages per fetch: a burst of orders costs a few queue statements, not two per
    // message; each message is still delivered, retried or failed on its own.
    await jobs.work<QueuedMailMessage>(MAIL_QUEUE, 2, (job) => service.deliver(job.data), {
      batchSize: 10,
    });
    // The process that delivers also clears attachments no queued mail can still need.
    const sweep = () => {
      attachments
        .sweep(new Date(Date.now() - ATTACHMENT_RETENTION_MS))
        .catch((error: unknown) => input.logError(error, 'mail attachment sweep failed'));
    };
    sweep();
    sweeper = setInterval(sweep, ATTACHMENT_SWEEP_INTERVAL_MS).unref();
  }
  return {
    ...service,
    close(): void {
      clearInterval(sweeper);
      service.close();
    },
  };
}
