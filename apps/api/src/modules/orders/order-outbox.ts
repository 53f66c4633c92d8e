import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { orderOutbox } from '../../db/schema.js';
import type { OrderMailEvent, OrderMailInput } from '../documents/index.js';
import { toOrderDocumentInput } from './order-document.js';
import type { OrdersRepository } from './orders.repository.js';

/** A claimed row not confirmed within this time is taken again (its sender died). */
const CLAIM_LEASE_SECONDS = 120;

export interface OrderMailSender {
  sendOrderMail(event: OrderMailEvent, input: OrderMailInput): Promise<void>;
}

/**
 * The order mails' outbox: `add` writes a row inside the transaction that causes the mail, so a
 * crash right after the commit loses nothing; the relay hands each row to documents'
 * sendOrderMail (which queues it durably in the mail queue) and marks it sent. It runs after
 * each commit (`kick`), at start and every `intervalMs` for what a dead process left behind.
 */
export function createOrderMailOutbox(deps: {
  readonly db: Db;
  readonly repo: OrdersRepository;
  readonly mail: OrderMailSender;
  readonly logError: (error: unknown, message: string) => void;
  readonly intervalMs?: number;
}) {
  const { db, repo } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;

  async function claimNext() {
    const next = db
      .select({ id: orderOutbox.id })
      .from(orderOutbox)
      .where(
        and(
          isNull(orderOutbox.sentAt),
          sql`(${orderOutbox.claimedAt} IS NULL OR ${orderOutbox.claimedAt} < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS}))`,
        ),
      )
      .orderBy(asc(orderOutbox.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(orderOutbox)
      .set({ claimedAt: sql`now()`, attempts: sql`${orderOutbox.attempts} + 1` })
      .where(inArray(orderOutbox.id, next))
      .returning({ id: orderOutbox.id, orderId: orderOutbox.orderId, event: orderOutbox.event });
    return row ?? null;
  }

  async function sendOne(row: { id: string; orderId: string; event: OrderMailEvent }) {
    const order = await repo.findById(row.orderId);
    if (order !== null) {
      const input = toOrderDocumentInput(order, await repo.listLines(order.id));
      await deps.mail.sendOrderMail(row.event, { ...input, email: order.email });
    }
    await db
      .update(orderOutbox)
      .set({ sentAt: sql`now()` })
      .where(eq(orderOutbox.id, row.id));
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let row = await claimNext(); row !== null; row = await claimNext()) {
        try {
          await sendOne(row);
        } catch (error) {
          // Stays claimed: taken again after the lease, so one bad row cannot spin the relay.
          deps.logError(error, `order mail ${row.event} of ${row.orderId} failed`);
        }
      }
    } while (again);
  }

  function kick(): void {
    if (isStopped) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => deps.logError(error, 'order mail relay failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    async add(ex: Executor, orderId: string, event: OrderMailEvent): Promise<void> {
      await ex
        .insert(orderOutbox)
        .values({ id: randomUUID(), orderId, event })
        .onConflictDoNothing();
    },
    kick,
    /** Resolves when the relay has nothing in flight (tests, shutdown). */
    async idle(): Promise<void> {
      while (running !== null) await running;
    },
    start(): void {
      isStopped = false;
      kick();
      timer = setInterval(kick, deps.intervalMs ?? 30_000);
      timer.unref();
    },
    /** After stop, nothing is sent until start (rows written meanwhile wait in the outbox). */
    async stop(): Promise<void> {
      isStopped = true;
      if (timer !== null) clearInterval(timer);
      timer = null;
      while (running !== null) await running;
    },
  };
}

export type OrderMailOutbox = ReturnType<typeof createOrderMailOutbox>;
