import type { QueuedJob } from '../../plugins/job-queue.js';
import { countMailDelivery } from '../../lib/metrics.js';
import { defineModule, type Consumer } from '../module-definition.js';
import { createMailAttachmentStore } from './mail-attachments.repository.js';
import type { QueuedMailMessage } from './mail-message.js';
import { createMailService, type MailService } from './mail.service.js';
import { createMailTransport } from './mail-transport.js';
import { createRecipientLimiter, RECIPIENT_LIMITS } from './recipient-limits.js';

export const MAIL_QUEUE = 'mail';
/** Stored attachments are kept well past the last retry of their mails (about a day). */
const ATTACHMENT_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** Past every recipient window (RECIPIENT_LIMITS: a day at most). */
const RECIPIENT_COUNT_RETENTION_MS = 2 * 24 * 3600 * 1000;

/**
 * E-mail: `send` stores the message as a job in the durable queue (a request never waits for the
 * mail server); a `worker` delivers it, and a failed delivery (server down, 4xx answer) is retried
 * with growing delays for about a day (10 attempts from MAIL_RETRY_DELAY, doubling), so no message
 * is lost. SMTP_URL unset: .eml files in DATA_DIR/mail/outbox.
 */
export const mailModule = defineModule<Record<string, never>, MailService>({
  name: 'mail',
  create({ db, jobs, config, now, storage }) {
    const attachments = createMailAttachmentStore(db, storage);
    const recipients = createRecipientLimiter(db, {
      ...RECIPIENT_LIMITS,
      ...config.recipientLimits,
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
      transport: createMailTransport(config.mail),
      attachments,
      shopEmail: config.mail.shopEmail,
      recipients,
      now,
    });
    const delivery: Consumer = {
      queue: MAIL_QUEUE,
      concurrency: 2,
      // Up to 10 messages per fetch: a burst of orders costs a few queue statements, not two per
      // message; each message is still delivered, retried or failed on its own.
      options: { batchSize: 10 },
      handle: (job) =>
        countMailDelivery(service.deliver((job as QueuedJob<QueuedMailMessage>).data)),
    };
    return {
      service,
      queues: [
        {
          name: MAIL_QUEUE,
          settings: {
            retryLimit: 10,
            retryDelaySeconds: config.mail.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: 120,
          },
        },
      ],
      consumers: [delivery],
      schedules: [
        {
          // Attachments no queued mail can still need.
          name: 'mail-attachments-sweep',
          cron: '41 * * * *',
          run: async () => {
            await attachments.sweep(new Date(Date.now() - ATTACHMENT_RETENTION_MS));
          },
        },
        {
          // Recipient counts of windows long over (the longest window is a day).
          name: 'mail-recipient-counts-sweep',
          cron: '47 * * * *',
          run: () => recipients.sweep(new Date(now().getTime() - RECIPIENT_COUNT_RETENTION_MS)),
        },
      ],
      close: () => Promise.resolve(service.close()),
    };
  },
});
