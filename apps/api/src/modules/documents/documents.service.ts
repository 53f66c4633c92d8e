import type { Readable } from 'node:stream';
import { createProcessPool } from '../../plugins/process-pool.js';
import { timePdfRender } from '../../lib/metrics.js';
import { createWorkerPool, type WorkerPool } from '../../plugins/worker-pool.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { MailMessage } from '../mail/index.js';
import type { CreditNoteDocumentInput } from './credit-note-input.js';
import type {
  OrderDocumentInput,
  OrderDocumentKind,
  OrderMailEvent,
  OrderMailInput,
} from './document-input.js';
import { attachmentKindOf, buildOrderMails, pdfFileName } from './order-mail.js';
import type { PdfTask } from './pdf-worker.js';
import type { CreditorSettings } from './qr-bill-data.js';
import { prepaymentInstructions } from './prepayment.js';
import type { ReminderDocumentInput } from './reminder-input.js';
import { reminderFileName, reminderMailContent } from './reminder-mail.js';
import { orderDocumentKey, storedOrderPdf } from './stored-documents.js';

export interface DocumentsDeps {
  readonly creditor: CreditorSettings;
  /** The app's mail service (app.mail): queued, retried. */
  readonly mail: {
    sendMany(messages: readonly MailMessage[]): Promise<void>;
    readonly shopEmail: string;
  };
  /** Worker threads rendering PDFs (default 1: PDFs are short tasks, analyses need the cores). */
  readonly threads?: number;
  /** Tests and benches may pass their own pool. */
  readonly pool?: WorkerPool;
  /**
   * Where the PDFs of order mails are rendered: by default a child process at idle priority
   * (plugins/process-pool), so a burst of checkouts never shares the CPU with the documents of
   * the orders before it; downloads, which a customer waits for, use `pool`.
   */
  readonly mailPool?: WorkerPool;
  /**
   * Set: order PDFs are stored once (stored-documents.ts) and every process serves the stored
   * file; unset (tests, benches): each call renders.
   */
  readonly storage?: FileStorage;
}

/**
 * Interface 4: order PDFs rendered on a worker pool, and the order e-mails. The orders module maps
 * its order to OrderDocumentInput; documents never reads order tables.
 */
export function createDocumentsService(deps: DocumentsDeps) {
  const pool =
    deps.pool ??
    createWorkerPool({
      workerUrl: new URL('./pdf-worker.js', import.meta.url),
      threads: deps.threads ?? 1,
      queuePerThread: 64,
    });

  const mailPool =
    deps.mailPool ??
    createProcessPool({ moduleUrl: new URL('./pdf-worker.js', import.meta.url), maxQueue: 1000 });

  async function renderOn(
    on: WorkerPool,
    input: OrderDocumentInput,
    kind: OrderDocumentKind,
  ): Promise<Buffer> {
    const task: PdfTask = { input, kind, creditor: deps.creditor };
    const bytes = await timePdfRender(kind, on.run<Uint8Array>(task));
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  function renderOrderPdf(input: OrderDocumentInput, kind: OrderDocumentKind): Promise<Buffer> {
    return renderOn(pool, input, kind);
  }

  /** An order PDF for a download: the stored file, rendered and stored by its first request. */
  function orderPdf(
    input: OrderDocumentInput,
    kind: OrderDocumentKind,
  ): Promise<Readable | Buffer> {
    const { storage } = deps;
    if (storage === undefined) return renderOrderPdf(input, kind);
    const key = orderDocumentKey(input, kind, deps.creditor);
    return storedOrderPdf(storage, key, () => renderOrderPdf(input, kind), 'stream');
  }

  /** A mail's PDF: the stored file when a download (or another mail) rendered it, else rendered at idle priority and stored. */
  async function mailPdf(input: OrderMailInput, kind: OrderDocumentKind): Promise<Buffer> {
    const { storage } = deps;
    if (storage === undefined) return renderOn(mailPool, input, kind);
    const key = orderDocumentKey(input, kind, deps.creditor);
    return (await storedOrderPdf(
      storage,
      key,
      () => renderOn(mailPool, input, kind),
      'bytes',
    )) as Buffer;
  }

  /** A credit note's PDF (issue 26 item 4), rendered on the download pool; the caller stores it. */
  async function renderCreditNotePdf(creditNote: CreditNoteDocumentInput): Promise<Buffer> {
    const task: PdfTask = { kind: 'credit-note', creditNote, creditor: deps.creditor };
    const bytes = await timePdfRender('credit-note', pool.run<Uint8Array>(task));
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** A payment reminder's PDF (issue 26 item 2) with its QR-bill; the caller stores it. */
  async function renderReminderPdf(reminder: ReminderDocumentInput): Promise<Buffer> {
    const task: PdfTask = { kind: 'reminder', reminder, creditor: deps.creditor };
    const bytes = await pool.run<Uint8Array>(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The customer's mail (its language, the PDF attached where it applies) and the shop's copy. */
  async function buildMails(event: OrderMailEvent, input: OrderMailInput): Promise<MailMessage[]> {
    const kind = attachmentKindOf(event, input);
    const attachment =
      kind === null
        ? null
        : {
            filename: pdfFileName(kind, input),
            contentType: 'application/pdf',
            content: await mailPdf(input, kind),
          };
    const { customer, shop } = buildOrderMails(
      event,
      input,
      attachment,
      deps.mail.shopEmail,
      deps.creditor.vatId ?? null,
      input.paymentMethod === 'prepaid'
        ? prepaymentInstructions(deps.creditor, input.orderNumber, input.totalCents)
        : null,
    );
    return [customer, shop];
  }

  /**
   * Queues the order mails of several events at once (their PDFs rendered side by side, every
   * message in one write): all are queued or none is. Delivery is the mail queue's job.
   */
  async function sendOrderMails(
    mails: readonly { readonly event: OrderMailEvent; readonly input: OrderMailInput }[],
  ): Promise<void> {
    const messages = await Promise.all(mails.map(({ event, input }) => buildMails(event, input)));
    await deps.mail.sendMany(messages.flat());
  }

  /** Queues the customer's mail and the shop's copy to SHOP_EMAIL of one event. */
  function sendOrderMail(event: OrderMailEvent, input: OrderMailInput): Promise<void> {
    return sendOrderMails([{ event, input }]);
  }

  return {
    renderOrderPdf,
    orderPdf,
    renderCreditNotePdf,
    renderReminderPdf,
    /** A reminder's mail (subject, text, HTML) in the customer's language. */
    reminderMail: (reminder: ReminderDocumentInput) => reminderMailContent(reminder),
    reminderFileName,
    /** A prepaid order's account and reference (its QR-bill's), for the order's page. */
    prepaymentOf: (orderNumber: string, amountCents: number) =>
      prepaymentInstructions(deps.creditor, orderNumber, amountCents),
    sendOrderMail,
    sendOrderMails,
    /** Queues prepared messages (the desk's status mails) through the mail queue. */
    sendMessages: (messages: readonly MailMessage[]) => deps.mail.sendMany(messages),
    async close(): Promise<void> {
      await Promise.all([pool.close(), mailPool.close()]);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
