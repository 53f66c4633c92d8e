import type { JobQueue } from '../../plugins/job-queue.js';
import type { MailConfig, MailMessage } from './mail-message.js';
import { createMailService, type MailService } from './mail.service.js';
import { createMailTransport } from './mail-transport.js';

export const MAIL_QUEUE = 'mail';

/**
 * The mail service on the app's job queue: `send` stores the message as a job; a worker in this
 * process delivers it, and a failed delivery (server down, 4xx answer) is retried with growing
 * delays for about a day (10 attempts from `retryDelaySeconds`, doubling), so no message is lost.
 */
export async function startMailService(input: {
  readonly jobs: JobQueue;
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
    shopEmail: config.shopEmail,
  });
  if (input.consume) {
    // Up to 10 messages per fetch: a burst of orders costs a few queue statements, not two per
    // message; each message is still delivered, retried or failed on its own.
    await jobs.work<MailMessage>(MAIL_QUEUE, 2, (job) => service.deliver(job.data), {
      batchSize: 10,
    });
  }
  return service;
}
