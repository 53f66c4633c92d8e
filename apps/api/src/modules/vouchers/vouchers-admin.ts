import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminVoucherRequest } from '@print/contracts';
import {
  endOfZonedDay,
  parseCalendarDate,
  startOfZonedDay,
  toZonedCalendarDate,
  formatCalendarDate,
} from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import { voucherReservations, vouchers } from './vouchers.tables.js';

export type VoucherRow = typeof vouchers.$inferSelect;

/** A voucher as the desk edits it: validity as the shop's calendar days (both inclusive). */
export interface AdminVoucherRecord {
  readonly id: string;
  readonly code: string;
  readonly type: 'percentage' | 'absolute';
  readonly value: number;
  readonly minValueCents: number;
  readonly fromDate: string | null;
  readonly toDate: string | null;
  readonly maxUsage: number | null;
  readonly freeShipping: boolean;
  /** Orders holding a use now (reservations not released). */
  readonly usageCount: number;
  readonly deactivatedAt: Date | null;
  readonly createdAt: Date;
}

export interface VoucherUseRecord {
  readonly orderId: string;
  readonly reservedAt: Date;
  readonly releasedAt: Date | null;
}

function dayOf(instant: Date | null): string | null {
  return instant === null ? null : formatCalendarDate(toZonedCalendarDate(instant));
}

function toRecord(row: VoucherRow, usageCount: number): AdminVoucherRecord {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    minValueCents: row.minValueCents,
    fromDate: dayOf(row.fromDate),
    toDate: dayOf(row.toDate),
    maxUsage: row.maxUsage,
    freeShipping: row.freeShipping,
    usageCount,
    deactivatedAt: row.deactivatedAt,
    createdAt: row.createdAt,
  };
}

/** The stored columns of a request: fromDate from the day's start, toDate to its end (Zurich). */
function columnsOf(input: AdminVoucherRequest) {
  return {
    code: input.code,
    type: input.type,
    value: input.value,
    minValueCents: input.minValueCents,
    fromDate: input.fromDate === null ? null : startOfZonedDay(parseCalendarDate(input.fromDate)),
    toDate: input.toDate === null ? null : endOfZonedDay(parseCalendarDate(input.toDate)),
    maxUsage: input.maxUsage,
    freeShipping: input.freeShipping,
  };
}

/** PostgreSQL's unique violation on vouchers_code_lower_idx (another voucher has the code). */
export function isCodeTaken(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, message } = current as Record<string, unknown>;
    if (code === '23505' && (constraint === undefined || constraint === 'vouchers_code_lower_idx'))
      return true;
    if (typeof message === 'string' && message.includes('vouchers_code_lower_idx')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The desk's voucher SQL (vouchers module, its own tables). */
export function createVoucherAdmin(db: Db) {
  async function usageOf(ids: readonly string[], ex: Executor = db): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await ex
      .select({ voucherId: voucherReservations.voucherId, uses: count() })
      .from(voucherReservations)
      .where(
        and(
          inArray(voucherReservations.voucherId, [...ids]),
          isNull(voucherReservations.releasedAt),
        ),
      )
      .groupBy(voucherReservations.voucherId);
    return new Map(rows.map((r) => [r.voucherId, r.uses]));
  }

  async function find(id: string, ex: Executor = db): Promise<AdminVoucherRecord | null> {
    const [row] = await ex.select().from(vouchers).where(eq(vouchers.id, id));
    if (row === undefined) return null;
    return toRecord(row, (await usageOf([id], ex)).get(id) ?? 0);
  }

  return {
    find,
    /** Every voucher, active first, newest first. */
    async list(): Promise<AdminVoucherRecord[]> {
      const rows = await db
        .select()
        .from(vouchers)
        .orderBy(
          sql`${vouchers.deactivatedAt} IS NOT NULL`,
          desc(vouchers.createdAt),
          asc(vouchers.code),
        );
      const uses = await usageOf(rows.map((r) => r.id));
      return rows.map((row) => toRecord(row, uses.get(row.id) ?? 0));
    },
    /** Throws the unique violation when the code is taken (see isCodeTaken). */
    async create(tx: Executor, input: AdminVoucherRequest): Promise<AdminVoucherRecord> {
      const [row] = await tx
        .insert(vouchers)
        .values({ id: randomUUID(), ...columnsOf(input) })
        .returning();
      if (row === undefined) throw new Error('voucher insert returned nothing');
      return toRecord(row, 0);
    },
    /**
     * A limit set on a voucher that had none: its open reservations become counted uses, so the
     * checkout's `usage_count < max_usage` counts the orders that hold it already.
     */
    async update(
      tx: Executor,
      id: string,
      input: AdminVoucherRequest,
    ): Promise<AdminVoucherRecord | null> {
      const [before] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
      if (before === undefined) return null;
      const columns = columnsOf(input);
      if (before.maxUsage === null && columns.maxUsage !== null) {
        const counted = await tx
          .update(voucherReservations)
          .set({ useCounted: true })
          .where(and(eq(voucherReservations.voucherId, id), isNull(voucherReservations.releasedAt)))
          .returning({ orderId: voucherReservations.orderId });
        await tx.update(vouchers).set({ usageCount: counted.length }).where(eq(vouchers.id, id));
      }
      await tx
        .update(vouchers)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(vouchers.id, id));
      return find(id, tx);
    },
    /** Deactivates (at) or activates (null) a voucher; its history stays. */
    async setDeactivated(
      tx: Executor,
      id: string,
      at: Date | null,
    ): Promise<AdminVoucherRecord | null> {
      const rows = await tx
        .update(vouchers)
        .set({ deactivatedAt: at, updatedAt: sql`now()` })
        .where(eq(vouchers.id, id))
        .returning({ id: vouchers.id });
      return rows.length === 0 ? null : find(id, tx);
    },
    /** The orders that used the voucher, newest first (released: cancelled, the use given back). */
    listUses(voucherId: string, limit = 500): Promise<VoucherUseRecord[]> {
      return db
        .select({
          orderId: voucherReservations.orderId,
          reservedAt: voucherReservations.reservedAt,
          releasedAt: voucherReservations.releasedAt,
        })
        .from(voucherReservations)
        .where(eq(voucherReservations.voucherId, voucherId))
        .orderBy(desc(voucherReservations.reservedAt))
        .limit(limit);
    },
  };
}

export type VoucherAdmin = ReturnType<typeof createVoucherAdmin>;
