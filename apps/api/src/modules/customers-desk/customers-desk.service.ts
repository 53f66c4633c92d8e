import type {
  AdminCustomerDetail,
  AdminCustomerList,
  AdminCustomerListQuery,
  AdminCustomerRow,
} from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { FastifyRequest } from 'fastify';
import { userPrincipal } from '../../plugins/session.js';
import type {
  AccountsService,
  CustomerAccount,
  CustomerSummary,
  DeskActor,
} from '../accounts/index.js';
import type { OrdersService } from '../orders/index.js';
import type { StaffAccessService } from '../staff/index.js';

export interface CustomersDeskNeeds {
  readonly accounts: Pick<AccountsService, 'customerDesk'>;
  readonly orders: Pick<OrdersService, 'summariesOfOwner' | 'statsOfOwners'>;
  readonly staff: StaffAccessService;
}

type NotFound = 'CUSTOMER_NOT_FOUND';

function toRow(
  customer: CustomerSummary,
  stats: { count: number; lastAt: Date } | undefined,
): AdminCustomerRow {
  return {
    id: customer.id,
    email: customer.email,
    userName: customer.userName,
    name: customer.name,
    company: customer.company,
    isBusiness: customer.isBusiness,
    companyVerified: customer.companyVerified,
    blocked: customer.blocked,
    createdAt: customer.createdAt.toISOString(),
    orderCount: stats?.count ?? 0,
    lastOrderAt: stats?.lastAt.toISOString() ?? null,
  };
}

/** A staff stamp with the member's name (null: the command line, or a removed member). */
async function stampOf(
  staff: StaffAccessService,
  stamp: { readonly at: Date; readonly staffId: string | null } | null,
) {
  if (!stamp) return null;
  const staffName = stamp.staffId ? await staff.nameOf(stamp.staffId) : null;
  return { at: stamp.at.toISOString(), staffId: stamp.staffId, staffName };
}

/**
 * The desk's customers (issue 25 item 8) composed from two owners: the accounts module's
 * customer use cases (its tables, its SQL) and the orders module's orders of an owner. A module of
 * its own because the registry builds accounts before orders (and staff), and accounts must not
 * depend on orders: this one is built after all three.
 */
export function createCustomersDesk({ accounts, orders, staff }: CustomersDeskNeeds) {
  const desk = accounts.customerDesk;

  async function list(query: AdminCustomerListQuery): Promise<AdminCustomerList> {
    const { items, total } = await desk.list(query);
    const stats = await orders.statsOfOwners(items.map((c) => userPrincipal(c.id)));
    return {
      items: items.map((c) => toRow(c, stats.get(userPrincipal(c.id)))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function detailOf(customer: CustomerAccount): Promise<AdminCustomerDetail> {
    const [summaries, companyVerification, blockStamp] = await Promise.all([
      orders.summariesOfOwner(userPrincipal(customer.id)),
      stampOf(staff, customer.companyVerification),
      stampOf(staff, customer.block),
    ]);
    return {
      id: customer.id,
      email: customer.email,
      userName: customer.userName,
      name: customer.name,
      company: customer.company,
      isBusiness: customer.isBusiness,
      companyVerified: customer.companyVerified,
      blocked: customer.blocked,
      createdAt: customer.createdAt.toISOString(),
      language: customer.language,
      confirmedAt: customer.confirmedAt?.toISOString() ?? null,
      billingAddress: customer.billingAddress,
      shippingAddress: customer.shippingAddress,
      vatId: customer.vatId,
      companyVerification,
      block: blockStamp && customer.block ? { ...blockStamp, reason: customer.block.reason } : null,
      orders: summaries.map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        createdAt: o.createdAt.toISOString(),
        status: o.status,
        paymentStatus: o.paymentStatus,
        paymentMethod: o.paymentMethod,
        totalCents: o.totalCents,
      })),
    };
  }

  async function detail(id: string): Promise<Result<AdminCustomerDetail, NotFound>> {
    const customer = await desk.get(id);
    return customer ? ok(await detailOf(customer)) : err('CUSTOMER_NOT_FOUND', 'No such customer');
  }

  /** The acting staff member and the audit entry written in the change's transaction. */
  function actorOf(request: FastifyRequest, action: string, entityId: string): DeskActor {
    return {
      staffId: request.staff?.id ?? null,
      onChange: (tx, change) =>
        staff.audit.record(tx, request, { action, entityType: 'customer', entityId, ...change }),
    };
  }

  async function answer(
    changed: Result<CustomerAccount, NotFound>,
  ): Promise<Result<AdminCustomerDetail, NotFound>> {
    return changed.ok ? ok(await detailOf(changed.value)) : changed;
  }

  return {
    list,
    detail,
    verifyCompany: async (request: FastifyRequest, id: string, isVerified: boolean) =>
      answer(await desk.verifyCompany({ id }, isVerified, actorOf(request, 'customer.verify', id))),
    block: async (request: FastifyRequest, id: string, reason: string) =>
      answer(await desk.block(id, reason, actorOf(request, 'customer.block', id))),
    unblock: async (request: FastifyRequest, id: string) =>
      answer(await desk.unblock(id, actorOf(request, 'customer.unblock', id))),
  };
}

export type CustomersDesk = ReturnType<typeof createCustomersDesk>;
