import { err, formatCalendarDate, ok, toZonedCalendarDate, type Result } from '@print/domain';
import type { Readable } from 'node:stream';
import type { CatalogService } from '../catalog/index.js';
import type { DocumentsService } from '../documents/index.js';
import type { MailService } from '../mail/index.js';
import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import type { StaffAccessService } from '../staff/index.js';
import { acceptOffer, declineOffer, readCustomerOffer, type OfferKey } from './offer-accept.js';
import { offerTimeline } from './offer-views.js';
import { createOfferMailRelay } from './offer-mail-relay.js';
import { sendOffer } from './offer-send.js';
import { createQuotesRepository } from './quotes.repository.js';
import { quotesCustomerRoutes } from './quotes-customer.routes.js';
import { quotesAdminRoutes } from './quotes.routes.js';
import {
  readAdminOffer,
  saveOfferDraft,
  type AdminOfferDraftUpdate,
  type AuditWriter,
  type QuotesDeps,
} from './quotes.service.js';

export interface QuotesNeeds {
  readonly orders: OrdersService;
  readonly catalog: CatalogService;
  readonly documents: DocumentsService;
  readonly mail: MailService;
  readonly staff: StaffAccessService;
}

/** The API's base (runtime/http's API_PREFIX), for the revisions' PDF links. */
const API_PREFIX = '/api';
/** Expired offers close hourly (acceptance is refused at once anyway: the domain checks the date). */
const EXPIRE_CRON = '7 * * * *';
/** Offer mails a failed queueing left behind. */
const MAIL_RETRY_CRON = '* * * * *';

/** The quotes module's service: staff's answering, the customer's view and acceptance. */
export function createQuotesService(deps: QuotesDeps, relay: { kick(): void }) {
  return {
    readAdminOffer: (orderId: string) => readAdminOffer(deps, orderId),
    saveDraft: (
      orderId: string,
      update: AdminOfferDraftUpdate,
      staffId: string,
      audit: AuditWriter,
    ) => saveOfferDraft(deps, orderId, update, staffId, audit),
    send: (orderId: string, staffId: string, audit: AuditWriter) =>
      sendOffer(deps, orderId, staffId, audit, () => relay.kick()),
    readCustomerOffer: (key: OfferKey) => readCustomerOffer(deps, key),
    accept: (key: OfferKey) => acceptOffer(deps, key),
    decline: (key: OfferKey, reason: string | null) => declineOffer(deps, key, reason),
    /** The order timeline's entries of its offers (the desk's order detail). */
    async timeline(orderId: string) {
      const offers = await deps.repo.listOffers(orderId);
      const names = new Map<string, string | null>();
      for (const offer of offers) {
        if (!names.has(offer.createdByStaffId))
          names.set(offer.createdByStaffId, await deps.staffNames(offer.createdByStaffId));
      }
      return offerTimeline(offers, names);
    },
    /** A sent revision's stored PDF. */
    async openRevisionPdf(
      orderId: string,
      revision: number,
    ): Promise<Result<{ stream: Readable; fileName: string }, 'OFFER_NOT_FOUND'>> {
      const offer = (await deps.repo.listOffers(orderId)).find((o) => o.revision === revision);
      if (offer === undefined) return err('OFFER_NOT_FOUND', 'No such revision');
      return ok({ stream: deps.storage.read(offer.pdfKey), fileName: `offer-r${revision}.pdf` });
    },
    /** Sent offers past their last day (Europe/Zurich) become expired; answers how many. */
    async expireOffers(): Promise<number> {
      const now = deps.now();
      const today = formatCalendarDate(toZonedCalendarDate(now));
      return (await deps.repo.expireBefore(today, now)).length;
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService> & {
  /** Queues the pending offer mails now (tests; the schedule does it every minute). */
  readonly drainMails: () => Promise<void>;
};

/**
 * Quote answering (issue 25 item 7): staff answer a QUOTE_GENERATED request with an offer (per
 * line override with reason, lead time, validity), each send a frozen revision with its PDF and
 * mail; the customer accepts the newest by the mailed link or in the account, and the order
 * (orders module) takes the offered prices. Owns quote_offer_drafts, quote_offers,
 * quote_offer_lines.
 */
export const quotesModule = defineModule<QuotesNeeds, QuotesService>({
  name: 'quotes',
  create({ db, storage, now, publicOrigin, logError }, needs) {
    const repo = createQuotesRepository(db);
    const relay = createOfferMailRelay({
      repo,
      orders: needs.orders,
      storage,
      mail: needs.mail,
      publicOrigin,
      logError,
    });
    const deps: QuotesDeps = {
      db,
      repo,
      orders: needs.orders,
      catalog: needs.catalog,
      documents: needs.documents,
      storage,
      staffNames: (id) => needs.staff.nameOf(id),
      now,
      apiBase: API_PREFIX,
    };
    const service: QuotesService = {
      ...createQuotesService(deps, relay),
      drainMails: async () => {
        await relay.idle();
        await relay.drain();
      },
    };
    return {
      service,
      routes: [quotesAdminRoutes(service, needs.staff), quotesCustomerRoutes(service)],
      schedules: [
        {
          name: 'quote-offers-expire',
          cron: EXPIRE_CRON,
          run: async () => void (await service.expireOffers()),
        },
        { name: 'quote-offer-mails', cron: MAIL_RETRY_CRON, run: () => relay.drain() },
      ],
      close: () => relay.idle(),
    };
  },
});
