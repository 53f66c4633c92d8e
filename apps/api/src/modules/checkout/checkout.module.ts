import type { AccountingService } from '../accounting/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { CartService } from '../cart/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { FilesService } from '../files/index.js';
import type { MailService } from '../mail/index.js';
import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { StaffAccessService } from '../staff/index.js';
import type { VouchersService } from '../vouchers/index.js';
import { createCheckoutRead } from './checkout-read.js';
import { createCheckoutWrite } from './checkout-write.js';
import { checkoutRoutes, DEFAULT_GUEST_ORDERS_PER_HOUR } from './checkout.routes.js';
import { createCheckoutService, type CheckoutService } from './checkout.service.js';
import { createDiscountValidation } from './discount-validation.js';
import { createIdempotencyStore, type IdempotencyStore } from './idempotency.js';
import { createOrderReads } from './order-reads.js';
import { notPrintableLinkRoutes } from './not-printable-link.routes.js';
import { orderViewsRoutes } from './order-views.routes.js';
import { createPaymentStarter } from './payment-start.js';
import { createReorder } from './reorder.js';

export interface CheckoutNeeds {
  readonly catalog: CatalogService;
  readonly files: FilesService;
  readonly cart: CartService;
  readonly vouchers: VouchersService;
  readonly orders: OrdersService;
  readonly payments: PaymentsService;
  readonly accounts: AccountsService;
  /** Guest orders mail the address the guest typed: its per-recipient allowance. */
  readonly mail: Pick<MailService, 'allowRecipient'>;
  /** A customer's cancel of a paid order (not printable) credits its invoice, as staff's does. */
  readonly accounting: Pick<
    AccountingService,
    'prepareNumbers' | 'creditCancelledOrder' | 'afterCommit'
  >;
  /** The audit log of that credit note (no staff member: the request's address and id). */
  readonly staff: Pick<StaffAccessService, 'audit'>;
}

/** Expired Idempotency-Keys leave every hour, once per cluster. */
const IDEMPOTENCY_PURGE_CRON = '23 * * * *';

/**
 * The checkout (spec 2 §8): the orchestration of a purchase across cart, vouchers, orders and
 * payments, in two statements composed of each module's part (decision 0018); its validation,
 * order draft, idempotency, discount validation, payment start and reorder. Serves every
 * /checkout/order route (the cart's own are /checkout/cart).
 */
export type CheckoutModuleService = CheckoutService & { readonly idempotency: IdempotencyStore };

export const checkoutModule = defineModule<CheckoutNeeds, CheckoutModuleService>({
  name: 'checkout',
  create({ db, now, logError, config }, needs) {
    const { cart, orders, payments, vouchers } = needs;
    const idempotency = createIdempotencyStore(db);
    const checkout = createCheckoutService({
      db,
      read: createCheckoutRead({ db, ...needs }),
      placeOrder: createCheckoutWrite({ db, ...needs }),
      orders,
      vouchers,
      idempotency,
      cart,
      catalog: needs.catalog,
      payments: createPaymentStarter({ orders, payments }),
      now,
      allowGuestOrderMail: (email) => needs.mail.allowRecipient(email, 'guest-order'),
    });
    const validateDiscount = createDiscountValidation({ vouchers, cart, now });
    const getOrder = createOrderReads({ orders, payments, logError });
    const reorder = createReorder({ orders, cart, idempotency });
    const { hasVerifiedCompany } = needs.accounts;
    const answer = { orders, creditNotes: needs.accounting };
    return {
      // The key store too: its purge is a schedule, and tests look at its statements.
      service: { ...checkout, idempotency },
      routes: [
        checkoutRoutes({
          checkout,
          payments,
          validateDiscount,
          hasVerifiedCompany,
          vouchersPerMinute: config.vouchersPerMinute,
          guestOrdersPerHour: config.guestOrdersPerHour ?? DEFAULT_GUEST_ORDERS_PER_HOUR,
        }),
        orderViewsRoutes({ orders, getOrder, reorder, answer, audit: needs.staff.audit }),
        notPrintableLinkRoutes({
          ...answer,
          links: orders.notPrintableLink,
          audit: needs.staff.audit,
        }),
      ],
      schedules: [
        {
          name: 'idempotency-purge',
          cron: IDEMPOTENCY_PURGE_CRON,
          run: async () => void (await idempotency.purgeExpired(now())),
        },
      ],
    };
  },
});
