import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { orderReminders, reminderPauses } from './reminders.tables.js';

export type ReminderRow = typeof orderReminders.$inferSelect;
export type NewReminderRow = typeof orderReminders.$inferInsert;
export type PauseRow = typeof reminderPauses.$inferSelect;

/** SQL of the reminders' own tables (order_reminders, reminder_pauses) only. */
export function createRemindersRepository(db: Db) {
  return {
    /** The reminders of these orders, oldest level first. */
    async listOfOrders(orderIds: readonly string[]): Promise<ReminderRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderReminders)
        .where(inArray(orderReminders.orderId, [...new Set(orderIds)]))
        .orderBy(asc(orderReminders.orderId), asc(orderReminders.level));
    },
    async findOne(orderId: string, level: number): Promise<ReminderRow | null> {
      const [row] = await db
        .select()
        .from(orderReminders)
        .where(sql`${orderReminders.orderId} = ${orderId} AND ${orderReminders.level} = ${level}`);
      return row ?? null;
    },
    /** The reminder, or null when this (order, level) exists already (another run sent it). */
    async insertOnce(tx: Executor, row: NewReminderRow): Promise<ReminderRow | null> {
      const [inserted] = await tx
        .insert(orderReminders)
        .values(row)
        .onConflictDoNothing({ target: [orderReminders.orderId, orderReminders.level] })
        .returning();
      return inserted ?? null;
    },
    /** Per order, its latest pause row (paused or resumed). */
    async latestPauses(
      orderIds: readonly string[],
      ex: Executor = db,
    ): Promise<Map<string, PauseRow>> {
      if (orderIds.length === 0) return new Map();
      const rows = await ex
        .selectDistinctOn([reminderPauses.orderId])
        .from(reminderPauses)
        .where(inArray(reminderPauses.orderId, [...new Set(orderIds)]))
        .orderBy(reminderPauses.orderId, desc(reminderPauses.id));
      return new Map(rows.map((row) => [row.orderId, row]));
    },
    listPausesOfOrder(orderId: string): Promise<PauseRow[]> {
      return db
        .select()
        .from(reminderPauses)
        .where(eq(reminderPauses.orderId, orderId))
        .orderBy(asc(reminderPauses.id));
    },
    /** Serialises pause changes of one order (two staff at once: one wins, one is told). */
    async lockOrder(tx: Executor, orderId: string): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`reminders:${orderId}`}))`);
    },
    async insertPause(tx: Executor, row: typeof reminderPauses.$inferInsert): Promise<PauseRow> {
      const [inserted] = await tx.insert(reminderPauses).values(row).returning();
      if (inserted === undefined) throw new Error('pause not inserted');
      return inserted;
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
