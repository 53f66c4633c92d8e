import { createWorkerPool, type WorkerPool } from '../../plugins/worker-pool.js';
import type { MailMessage } from '../mail/index.js';
import type {
  OrderDocumentInput,
  OrderDocumentKind,
  OrderMailEvent,
  OrderMailInput,
} from './document-input.js';
import { attachmentKindOf, buildOrderMails, pdfFileName } from './order-mail.js';
import type { PdfTask } from './pdf-worker.js';
import type { CreditorSettings } from './qr-bill-data.js';

export interface DocumentsDeps {
  readonly creditor: CreditorSettings;
  /** The app's mail service (app.mail): queued, retried. */
  readonly mail: { send(message: MailMessage): Promise<void>; readonly shopEmail: string };
  /** Worker threads rendering PDFs (default 1: PDFs are short tasks, analyses need the cores). */
  readonly threads?: number;
  /** Tests and benches may pass their own pool. */
  readonly pool?: WorkerPool;
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

  async function renderOrderPdf(
    input: OrderDocumentInput,
    kind: OrderDocumentKind,
  ): Promise<Buffer> {
    const task: PdfTask = { input, kind, creditor: deps.creditor };
    const bytes = await pool.run<Uint8Array>(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * Queues the customer's mail (its language, the PDF attached where it applies) and the shop's
   * copy to SHOP_EMAIL. Resolves once both are queued; delivery is the mail queue's job.
   */
  async function sendOrderMail(event: OrderMailEvent, input: OrderMailInput): Promise<void> {
    const kind = attachmentKindOf(event, input);
    const attachment =
      kind === null
        ? null
        : {
            filename: pdfFileName(kind, input),
            contentType: 'application/pdf',
            contentBase64: (await renderOrderPdf(input, kind)).toString('base64'),
          };
    const { customer, shop } = buildOrderMails(event, input, attachment, deps.mail.shopEmail);
    await deps.mail.send(customer);
    await deps.mail.send(shop);
  }

  return { renderOrderPdf, sendOrderMail, close: () => pool.close() };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
