import { sql } from 'drizzle-orm';
import { ORDER_NUMBER_SEQUENCE_MAX } from '@print/domain';
import type { Db } from '../../db/client.js';
import { sqlStateOf } from '../../db/sql-state.js';

/**
 * Order numbers (`YYYY-NNNNNN`, rulings "Checkout and orders") are drawn from one PostgreSQL
 * sequence per year: `nextval` takes no lock that lasts until the commit, so orders placed at
 * the same moment never wait for each other's number (a counter row's lock is held until its
 * transaction's WAL is flushed). Numbers never repeat and increase; an order that fails after
 * drawing one leaves a gap, as the rulings allow. The sequence stops at 999 999.
 */
export function orderNumberSequence(year: number): string {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`order number year must have four digits, got ${year}`);
  }
  return `order_numbers_${year}`;
}

/** SQLSTATEs of a sequence made at the same moment by another process. */
const CREATED_MEANWHILE = new Set(['42P07', '23505']);

/**
 * Makes each year's sequence once per process before its first order (the migration made those
 * of the years that had orders): a year's first checkout in a process waits for one statement.
 */
export function createOrderNumberSequences(db: Db) {
  const ensured = new Map<number, Promise<void>>();
  async function create(year: number): Promise<void> {
    const name = orderNumberSequence(year);
    try {
      await db.execute(
        sql.raw(
          `CREATE SEQUENCE IF NOT EXISTS ${name} AS integer MINVALUE 1 MAXVALUE ${ORDER_NUMBER_SEQUENCE_MAX} NO CYCLE`,
        ),
      );
    } catch (error) {
      const state = sqlStateOf(error);
      if (state === undefined || !CREATED_MEANWHILE.has(state)) throw error;
    }
  }
  return {
    ensure(year: number): Promise<void> {
      let made = ensured.get(year);
      if (made === undefined) {
        made = create(year);
        ensured.set(year, made);
        made.catch(() => ensured.delete(year));
      }
      return made;
    },
  };
}

export type OrderNumberSequences = ReturnType<typeof createOrderNumberSequences>;
