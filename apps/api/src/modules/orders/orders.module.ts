import type { CartService } from '../cart/index.js';
import type { DocumentsService } from '../documents/index.js';
import { defineModule } from '../module-definition.js';
import type { VouchersService } from '../vouchers/index.js';
import { createBankPaymentPort } from './order-bank-payments.js';
import { createOrderNumberSequences } from './order-number-sequence.js';
import { createOrderAdmin } from './order-admin.js';
import { createOrderAnswerLinks } from './order-answer-links.js';
import { createNotPrintableLinkReads } from './order-answer-reads.js';
import { createOrderInvoices } from './order-invoice.js';
import { createOrderReminderReads } from './order-reminders.js';
import { createOrderMailOutbox } from './order-outbox.js';
import { createOrderQuotes } from './order-quote.js';
import { createOperatorStatusChange } from './order-operator.js';
import { createLineReview } from './order-review.js';
import { createOrderRetention } from './order-retention.js';
import { createOrderState } from './order-state.js';
import { createOrdersRepository } from './orders.repository.js';
import { createOrdersService, type OrdersService } from './orders.service.js';
import { createPaymentOrderPort } from './payment-port.js';

export interface OrdersNeeds {
  readonly cart: Pick<CartService, 'restoreOrderedCart' | 'findRestoredCart'>;
  readonly documents: DocumentsService;
  readonly vouchers: VouchersService;
}

/**
 * How often the relay looks for order mails written by another process (an `http` process's
 * checkout cannot wake a `worker`'s relay; in one process a commit wakes it at once).
 */
const OUTBOX_POLL_MS = 2_000;

/**
 * Order records, their states (packages/domain's transition table), their views and documents'
 * mapping, and the order mails' outbox with its relay (`worker`). The checkout places orders; the
 * payments module reports payments through `paymentPort`.
 */
export const ordersModule = defineModule<OrdersNeeds, OrdersService>({
  name: 'orders',
  create({ db, storage, now, logError }, { cart, documents, vouchers }) {
    const repo = createOrdersRepository(db);
    const outbox = createOrderMailOutbox({
      db,
      repo,
      mail: documents,
      logError,
      storage,
      intervalMs: OUTBOX_POLL_MS,
    });
    const changeStatusByOperator = createOperatorStatusChange({ db, repo, vouchers, now });
    const state = createOrderState({ db, repo, vouchers, outbox, carts: cart, now });
    const review = createLineReview({ db, repo, changeStatusByOperator, now });
    const answerLinks = createOrderAnswerLinks({ db, now });
    const service = createOrdersService({
      repo,
      state,
      outbox,
      numbers: createOrderNumberSequences(db),
      documents,
      storage,
      paymentPort: createPaymentOrderPort({ repo, state }),
      invoices: createOrderInvoices({ db, repo }),
      reminderReads: createOrderReminderReads(db),
      retention: createOrderRetention(db),
      bankPayments: createBankPaymentPort({ outbox, now }),
      quotes: createOrderQuotes({ repo, outbox }),
      admin: createOrderAdmin({
        db,
        repo,
        outbox,
        changeStatusByOperator,
        review,
        answerLinks,
      }),
      notPrintableLink: createNotPrintableLinkReads({
        repo,
        listReviews: (orderId) => review.listOfOrder(orderId),
        storage,
        links: answerLinks,
      }),
    });
    return {
      service,
      relays: [
        {
          name: 'order mails',
          start: () => outbox.start(),
          stop: () => outbox.stop(),
        },
      ],
    };
  },
});
