import type {
  AdminVoucher,
  AdminVoucherDetail,
  AdminVoucherList,
  AdminVoucherRequest,
} from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import type { OrdersService } from '../orders/index.js';
import type { AuditEntryInput } from '../staff/index.js';
import { isCodeTaken, type AdminVoucherRecord, type VouchersService } from '../vouchers/index.js';

export interface VouchersDeskNeeds {
  readonly vouchers: Pick<VouchersService, 'admin'>;
  readonly orders: Pick<OrdersService, 'admin'>;
}

/** Writes the audit row of a staff action in the caller's transaction (the request's staff). */
export type VoucherAudit = (tx: Executor, entry: AuditEntryInput) => Promise<void>;

type NotFound = 'VOUCHER_NOT_FOUND';
type WriteError = NotFound | 'VOUCHER_CODE_TAKEN';

function toAdminVoucher(record: AdminVoucherRecord): AdminVoucher {
  return {
    ...record,
    active: record.deactivatedAt === null,
    deactivatedAt: record.deactivatedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

/** What the audit keeps of a voucher (no dates of the row, the fields staff set). */
function auditFields(record: AdminVoucherRecord) {
  const { id: _id, createdAt: _c, usageCount: _u, deactivatedAt, ...fields } = record;
  return { ...fields, active: deactivatedAt === null };
}

/**
 * Vouchers on the desk (issue 26 item 7): the vouchers module owns the rows and their
 * reservations; the orders module names the orders that used one. Every write and its audit
 * entry are one transaction; a duplicate code is VOUCHER_CODE_TAKEN (the unique index decides,
 * so two staff members creating the same code at once get one voucher and one 409).
 */
export function createVouchersDesk(
  deps: VouchersDeskNeeds & { readonly db: Db; readonly now: () => Date },
) {
  const admin = deps.vouchers.admin;

  async function write(
    audit: VoucherAudit,
    action: string,
    work: (
      tx: Executor,
    ) => Promise<{ before: AdminVoucherRecord | null; after: AdminVoucherRecord | null }>,
  ): Promise<Result<AdminVoucher, WriteError>> {
    try {
      const done = await deps.db.transaction(async (tx) => {
        const { before, after } = await work(tx);
        if (after === null) return null;
        await audit(tx, {
          action,
          entityType: 'voucher',
          entityId: after.id,
          before: before === null ? null : auditFields(before),
          after: auditFields(after),
        });
        return after;
      });
      return done === null ? err('VOUCHER_NOT_FOUND', 'No such voucher') : ok(toAdminVoucher(done));
    } catch (error) {
      if (isCodeTaken(error)) return err('VOUCHER_CODE_TAKEN', 'Another voucher has this code');
      throw error;
    }
  }

  return {
    async list(): Promise<AdminVoucherList> {
      return { items: (await admin.list()).map(toAdminVoucher) };
    },
    async detail(voucherId: string): Promise<Result<AdminVoucherDetail, NotFound>> {
      const record = await admin.find(voucherId);
      if (record === null) return err('VOUCHER_NOT_FOUND', 'No such voucher');
      const uses = await admin.listUses(voucherId);
      const summaries = await deps.orders.admin.summariesByIds(uses.map((u) => u.orderId));
      const byId = new Map(summaries.map((s) => [s.id, s]));
      return ok({
        voucher: toAdminVoucher(record),
        uses: uses.map((use) => ({
          orderId: use.orderId,
          orderNumber: byId.get(use.orderId)?.orderNumber ?? '',
          usedAt: use.reservedAt.toISOString(),
          releasedAt: use.releasedAt?.toISOString() ?? null,
          discountCents: byId.get(use.orderId)?.discountCents ?? 0,
        })),
      });
    },
    create: (audit: VoucherAudit, input: AdminVoucherRequest) =>
      write(audit, 'voucher.create', async (tx) => ({
        before: null,
        after: await admin.create(tx, input),
      })),
    update: (audit: VoucherAudit, voucherId: string, input: AdminVoucherRequest) =>
      write(audit, 'voucher.update', async (tx) => {
        const before = await admin.find(voucherId, tx);
        return { before, after: before === null ? null : await admin.update(tx, voucherId, input) };
      }),
    setActive: (audit: VoucherAudit, voucherId: string, isActive: boolean) =>
      write(audit, isActive ? 'voucher.activate' : 'voucher.deactivate', async (tx) => {
        const before = await admin.find(voucherId, tx);
        const at = isActive ? null : deps.now();
        return {
          before,
          after: before === null ? null : await admin.setDeactivated(tx, voucherId, at),
        };
      }),
  };
}

export type VouchersDesk = ReturnType<typeof createVouchersDesk>;
