import { sql } from 'drizzle-orm';
import { CREDIT_NOTE_SEQUENCE_MAX, formatCreditNoteNumber } from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import { sqlStateOf } from '../../db/sql-state.js';

/**
 * Credit-note numbers (`GS-YYYY-NNNNNN`, a series of their own) are drawn from one PostgreSQL
 * sequence per year, as order numbers are (orders/order-number-sequence.ts): `nextval` takes no
 * lock that lasts until the commit, numbers never repeat and increase; a credit note that fails
 * after drawing one leaves a gap. The year is the Swiss calendar year of the issue date.
 */
export function creditNoteNumberSequence(year: number): string {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`credit note year must have four digits, got ${year}`);
  }
  return `credit_note_numbers_${year}`;
}

/** SQLSTATEs of a sequence made at the same moment by another process. */
const CREATED_MEANWHILE = new Set(['42P07', '23505']);

/**
 * Makes each year's sequence once per process before its first credit note, outside any
 * transaction (on PGlite a statement beside an open transaction waits for ever), and draws
 * numbers inside the caller's.
 */
export function createCreditNoteNumbers(db: Db) {
  const ensured = new Map<number, Promise<void>>();
  async function create(year: number): Promise<void> {
    try {
      await db.execute(
        sql.raw(
          `CREATE SEQUENCE IF NOT EXISTS ${creditNoteNumberSequence(year)} AS integer MINVALUE 1 MAXVALUE ${CREDIT_NOTE_SEQUENCE_MAX} NO CYCLE`,
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
    /** The year's next number, in the caller's transaction (ensure the year first). */
    async next(tx: Executor, year: number): Promise<string> {
      const result: unknown = await tx.execute(
        sql`SELECT nextval(${creditNoteNumberSequence(year)}::regclass)::int AS value`,
      );
      const value = Number((result as { rows: { value: unknown }[] }).rows[0]?.value);
      return formatCreditNoteNumber(year, value);
    },
  };
}

export type CreditNoteNumbers = ReturnType<typeof createCreditNoteNumbers>;
