import type { Readable } from 'node:stream';
import type { FileStorage } from '../../storage/file-storage.js';
import type { MailService } from '../mail/index.js';
import type { OrdersService } from '../orders/index.js';
import { buildOfferMail } from './offer-mail.js';
import type { OfferRow, QuotesRepository } from './quotes.repository.js';

const BATCH_SIZE = 10;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The web's language prefix (German at the root, as every mailed link). */
const LANGUAGE_PREFIX: Readonly<Record<'de' | 'en' | 'fr', string>> = {
  de: '',
  en: '/en',
  fr: '/fr',
};

/** The customer's page of an offer link (web: /offer/:token) and the account's order page. */
export function offerLinks(
  publicOrigin: string,
  language: 'de' | 'en' | 'fr',
  orderId: string,
  token: string,
) {
  const base = `${publicOrigin}${LANGUAGE_PREFIX[language]}`;
  return {
    acceptUrl: `${base}/offer/${token}`,
    accountUrl: `${base}/order-details/${encodeURIComponent(orderId)}`,
  };
}

/**
 * The offer mails' outbox: an offer is written with its link token in pending_mail_token; this
 * relay claims such offers, builds the mail (the order's language, the stored PDF attached) and
 * hands it to the mail queue — which retries the delivery — then forgets the token. Kicked after
 * each send and run by the schedule every minute, so a queueing that failed is tried again.
 */
export function createOfferMailRelay(deps: {
  readonly repo: QuotesRepository;
  readonly orders: Pick<OrdersService, 'quotes'>;
  readonly storage: FileStorage;
  readonly mail: Pick<MailService, 'sendMany'>;
  readonly publicOrigin: string;
  readonly logError: (error: unknown, message: string) => void;
}) {
  let running: Promise<void> | null = null;

  async function sendOne(offer: OfferRow): Promise<void> {
    const order = await deps.orders.quotes.findQuoteRequest(offer.orderId);
    const token = offer.pendingMailToken;
    if (order === null || token === null) return;
    const pdf = await readAll(deps.storage.read(offer.pdfKey));
    const message = buildOfferMail({
      to: order.email,
      language: order.language,
      customerName: order.customerName,
      orderNumber: order.orderNumber,
      revision: offer.revision,
      totalCents: offer.totals.totalCents,
      validUntil: offer.validUntil,
      leadTimeDays: offer.leadTimeDays,
      ...offerLinks(deps.publicOrigin, order.language, order.id, token),
      pdf: { filename: `offer-${order.orderNumber}-r${offer.revision}.pdf`, content: pdf },
    });
    await deps.mail.sendMany([message]);
    await deps.repo.markMailQueued(offer.id);
  }

  /** Queues every pending offer mail; one that fails stays claimed and is retried later. */
  async function drain(): Promise<void> {
    for (let batch = await deps.repo.claimPendingMails(BATCH_SIZE); batch.length > 0;) {
      for (const offer of batch) {
        try {
          await sendOne(offer);
        } catch (error) {
          deps.logError(error, `offer mail ${offer.id} failed`);
        }
      }
      batch = await deps.repo.claimPendingMails(BATCH_SIZE);
    }
  }

  let again = false;
  function kick(): void {
    if (running !== null) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again);
    })()
      .catch((error: unknown) => deps.logError(error, 'offer mail relay failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    drain,
    /** After a send's commit: queue its mail now (errors are logged, the schedule retries). */
    kick,
    /** Resolves when nothing is in flight (tests, shutdown). */
    async idle(): Promise<void> {
      while (running !== null) await running;
    },
  };
}

export type OfferMailRelay = ReturnType<typeof createOfferMailRelay>;
