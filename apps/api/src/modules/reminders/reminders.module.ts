import { DEFAULT_REMINDER_SETTINGS } from '@print/domain';
import type { AccountingService } from '../accounting/index.js';
import type { BankService } from '../bank/index.js';
import type { DocumentsService } from '../documents/index.js';
import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import type { StaffAccessService } from '../staff/index.js';
import { createRemindersRepository } from './reminders.repository.js';
import { remindersRoutes } from './reminders.routes.js';
import { createRemindersService, type RemindersService } from './reminders.service.js';

export interface RemindersNeeds {
  readonly orders: Pick<OrdersService, 'reminderReads' | 'admin'>;
  readonly documents: Pick<
    DocumentsService,
    'renderReminderPdf' | 'reminderMail' | 'reminderFileName'
  >;
  readonly bank: Pick<BankService, 'receivedByOrder'>;
  readonly accounting: Pick<AccountingService, 'creditedByOrder'>;
  readonly staff: Pick<StaffAccessService, 'audit'>;
}

/** Hourly at :17: a reminder goes out on the morning of its day, a missed tick is caught up. */
export const REMINDERS_CRON = '17 * * * *';

/**
 * Payment reminders (issue 26 item 2): overdue invoices get reminder 1 and 2 by mail with a PDF
 * and a new QR-bill for the open amount (REMINDER_* days), then land on the desk's list; staff
 * pause and resume them per order. The sweep is a schedule of the `worker` role.
 */
export const remindersModule = defineModule<RemindersNeeds, RemindersService>({
  name: 'reminders',
  create({ db, storage, config, now, logError }, { orders, documents, bank, accounting, staff }) {
    const service = createRemindersService({
      db,
      repo: createRemindersRepository(db),
      orders: orders.reminderReads,
      mails: orders.admin,
      receivedByOrder: (ids) => bank.receivedByOrder(ids),
      creditedByOrder: (ids) => accounting.creditedByOrder(ids),
      documents,
      storage,
      settings: config.reminders ?? DEFAULT_REMINDER_SETTINGS,
      now,
      logError,
    });
    return {
      service,
      routes: [remindersRoutes({ reminders: service, staff })],
      schedules: [
        {
          name: 'payment-reminders',
          cron: REMINDERS_CRON,
          run: async () => {
            await service.run();
          },
        },
      ],
    };
  },
});
