import { randomUUID } from 'node:crypto';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { orderOutbox, type OutboxMessageData } from './orders.tables.js';
import type { OrderMailEvent, OrderMailInput } from '../documents/index.js';
import type { MailMessage } from '../mail/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { toOrderDocumentInput } from './order-document.js';
import type { OrderLineRow, OrdersRepository } from './orders.repository.js';

/** A claimed row not confirmed within this time is taken again (its sender died). */
const CLAIM_LEASE_SECONDS = 120;
/** Rows the relay claims and hands on at once. */
const BATCH_SIZE = 25;
/** How long a kick waits for more commits to join its batch (default). */
const GATHER_MS = 20;

export interface OrderMailSender {
  /** Queues the mails of several events; all are queued or none is. */
  sendOrderMails(
    mails: readonly { readonly event: OrderMailEvent; readonly input: OrderMailInput }[],
  ): Promise<void>;
  /** Queues prepared messages (the desk's status mails, rendered when the change was saved). */
  sendMessages(messages: readonly MailMessage[]): Promise<void>;
}

/** An outbox event: a documents order mail, or a prepared status mail of the desk. */
export type OutboxEvent = OrderMailEvent | 'status';

type OutboxRow = {
  readonly id: string;
  readonly orderId: string;
  readonly event: OutboxEvent;
  readonly message: OutboxMessageData | null;
};

/**
 * The order mails' outbox: `add` writes a row inside the transaction that causes the mail, so a
 * crash right after the commit loses nothing; the relay hands each row to documents'
 * sendOrderMails (which queues them durably in the mail queue) and marks them sent. It runs
 * `gatherMs` after a commit's `kick` (so a burst of orders is claimed, read, queued and marked in a
 * few statements, not six per order), at start and every `intervalMs` for what a dead process
 * left behind. A batch that fails is retried row by row, so one bad row holds up no other.
 */
export function createOrderMailOutbox(deps: {
  readonly db: Db;
  readonly repo: OrdersRepository;
  readonly mail: OrderMailSender;
  readonly logError: (error: unknown, message: string) => void;
  /** Where a status mail's attachments (a review's pictures) are read from when it is sent. */
  readonly storage: Pick<FileStorage, 'read' | 'exists'>;
  readonly intervalMs?: number;
  /** Wait after a kick before claiming, for more rows to join the batch (default 20 ms). */
  readonly gatherMs?: number;
}) {
  const { db, repo } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  // Only a process that relays (the `worker` role started it) sends; elsewhere a kick does nothing.
  let isStopped = true;

  async function claimBatch(): Promise<OutboxRow[]> {
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
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(orderOutbox)
      .set({ claimedAt: sql`now()`, attempts: sql`${orderOutbox.attempts} + 1` })
      .where(inArray(orderOutbox.id, next))
      .returning({
        id: orderOutbox.id,
        orderId: orderOutbox.orderId,
        event: orderOutbox.event,
        message: orderOutbox.message,
      });
  }

  async function markSent(rows: readonly OutboxRow[]): Promise<void> {
    await db
      .update(orderOutbox)
      .set({ sentAt: sql`now()` })
      .where(
        inArray(
          orderOutbox.id,
          rows.map((row) => row.id),
        ),
      );
  }

  /**
   * A prepared message with its attachments' bytes read from the file storage. A file gone from
   * the storage is left out (logged): the customer still gets the mail and its reason.
   */
  async function withAttachments(message: OutboxMessageData): Promise<MailMessage> {
    const { attachments = [], ...rest } = message;
    if (attachments.length === 0) return rest;
    const read: NonNullable<MailMessage['attachments']>[number][] = [];
    for (const attachment of attachments) {
      if (!(await deps.storage.exists(attachment.storageKey))) {
        deps.logError(new Error(attachment.storageKey), 'a status mail attachment is gone');
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of deps.storage.read(attachment.storageKey))
        chunks.push(chunk as Buffer);
      read.push({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.concat(chunks),
      });
    }
    return { ...rest, attachments: read };
  }

  /** Queues the rows' mails in one go (a row whose order is gone has nothing to send). */
  async function sendAll(rows: readonly OutboxRow[]): Promise<void> {
    const prepared = await Promise.all(
      rows.flatMap((row) => (row.message === null ? [] : [withAttachments(row.message)])),
    );
    if (prepared.length > 0) await deps.mail.sendMessages(prepared);
    const documentRows = rows.filter(
      (row): row is OutboxRow & { readonly event: OrderMailEvent } =>
        row.message === null && row.event !== 'status',
    );
    await sendDocumentMails(documentRows);
    await markSent(rows);
  }

  async function sendDocumentMails(
    rows: readonly (OutboxRow & { readonly event: OrderMailEvent })[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const orderIds = [...new Set(rows.map((row) => row.orderId))];
    const [orders, lines, paidAt] = await Promise.all([
      repo.findByIds(orderIds),
      repo.listLinesOfOrders(orderIds),
      repo.listPaidAt(orderIds),
    ]);
    const orderById = new Map(orders.map((order) => [order.id, order]));
    // Lines come ordered by order and position: grouping keeps each order's in position order.
    const linesOf = new Map<string, OrderLineRow[]>();
    for (const line of lines) {
      const group = linesOf.get(line.orderId);
      if (group === undefined) linesOf.set(line.orderId, [line]);
      else group.push(line);
    }
    const mails = rows.flatMap((row) => {
      const order = orderById.get(row.orderId);
      if (order === undefined) return [];
      const input = toOrderDocumentInput(order, linesOf.get(order.id) ?? [], paidAt.get(order.id));
      return [{ event: row.event, input: { ...input, email: order.email } }];
    });
    if (mails.length > 0) await deps.mail.sendOrderMails(mails);
  }

  async function sendBatch(rows: readonly OutboxRow[]): Promise<void> {
    try {
      await sendAll(rows);
      return;
    } catch (error) {
      if (rows.length === 1) {
        // Stays claimed: taken again after the lease, so one bad row cannot spin the relay.
        deps.logError(error, `order mail ${rows[0]?.event} of ${rows[0]?.orderId} failed`);
        return;
      }
    }
    for (const row of rows) await sendBatch([row]);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let rows = await claimBatch(); rows.length > 0; rows = await claimBatch()) {
        await sendBatch(rows);
      }
    } while (again);
  }

  async function gatherThenDrain(): Promise<void> {
    const gatherMs = deps.gatherMs ?? GATHER_MS;
    if (gatherMs > 0) await new Promise((resolve) => setTimeout(resolve, gatherMs));
    if (!isStopped) await drain();
  }

  function kick(): void {
    if (isStopped) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = gatherThenDrain()
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
    /** A prepared status mail, once per transition (`key`), written in the change's transaction. */
    async addMessage(
      ex: Executor,
      orderId: string,
      key: string,
      message: OutboxMessageData,
    ): Promise<void> {
      await ex
        .insert(orderOutbox)
        .values({ id: randomUUID(), orderId, event: 'status', key, message })
        .onConflictDoNothing();
    },
    /** Runs the relay once now (tests; a stopped relay sends nothing otherwise). */
    drainOnce: () => drain(),
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
