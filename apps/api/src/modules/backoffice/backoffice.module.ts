import type { AccountingService } from '../accounting/index.js';
import type { AnalysisService } from '../analysis/index.js';
import type { BankService } from '../bank/index.js';
import type { RemindersService } from '../reminders/index.js';
import type { FilesService } from '../files/index.js';
import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import type { Refunds } from '../payments/index.js';
import type { StaffAccessService } from '../staff/index.js';
import { backofficeFileRoutes } from './backoffice-files.routes.js';
import { backofficeOrderRoutes } from './backoffice-orders.routes.js';
import { createBackofficeRepository } from './backoffice.repository.js';
import {
  createBackofficeService,
  type BackofficeService,
  type OfferTimelineSource,
} from './backoffice.service.js';
import { backofficeTemplateRoutes } from './backoffice-templates.routes.js';

export interface BackofficeNeeds {
  readonly orders: Pick<OrdersService, 'admin'>;
  readonly files: FilesService;
  /** The analysed models and wall-thickness pictures of ordered files (the desk's 3D view). */
  readonly analysis: Pick<AnalysisService, 'staff'>;
  readonly staff: Pick<StaffAccessService, 'audit'>;
  /** The payments module's refunds: their entries in the order timeline. */
  readonly refunds: Pick<Refunds, 'timeline'>;
  /** The quotes module's offers: their entries (sent, declined, expired) in the order timeline. */
  readonly offers?: OfferTimelineSource;
  /** Credit notes of cancelled paid orders and in the timeline (issue 26 item 4). */
  readonly accounting?: Pick<
    AccountingService,
    'prepareNumbers' | 'creditCancelledOrder' | 'afterCommit' | 'timelineOf' | 'creditedByOrder'
  >;
  /** Bank payments of an order: the detail's money section (issue 26 item 1). */
  readonly bank?: Pick<BankService, 'paymentsOfOrder'>;
  /** Payment reminders of an order: the detail and its timeline (issue 26 item 2). */
  readonly reminders?: Pick<RemindersService, 'orderReminders' | 'timelineOf'>;
}

/**
 * The operator's desk over orders (issue 25, items 3–5): the order list with search, filters and
 * CSV; the detail with its timeline and internal notes (with files); the printability review (with
 * a repaired file or a picture); staff status changes with the customer's
 * status mails; the mail templates, seeded at start in de/en/fr. Every route declares its roles
 * (staff/staff-access.ts).
 */
export const backofficeModule = defineModule<BackofficeNeeds, BackofficeService>({
  name: 'backoffice',
  create(
    { db, storage, config, now, publicOrigin },
    { orders, files, analysis, staff, refunds, offers, accounting, bank, reminders },
  ) {
    const repo = createBackofficeRepository(db);
    const service = createBackofficeService({
      db,
      repo,
      orders,
      files,
      analysis,
      refunds,
      ...(offers ? { offers } : {}),
      creditorIban: config.creditor.iban,
      publicOrigin,
      now,
      storage,
      ...(accounting ? { creditNotes: accounting, credited: accounting } : {}),
      ...(bank ? { bank } : {}),
      ...(reminders ? { reminders } : {}),
    });
    return {
      service,
      routes: [
        backofficeOrderRoutes({ backoffice: service, staff, storage }),
        backofficeTemplateRoutes({ backoffice: service, staff }),
        backofficeFileRoutes({
          backoffice: service,
          staff,
          storage,
          maxRepairedFileBytes: config.analysis.maxUploadBytes,
        }),
      ],
      startup: [{ name: 'status mail templates', run: () => service.seedTemplates() }],
    };
  },
});
