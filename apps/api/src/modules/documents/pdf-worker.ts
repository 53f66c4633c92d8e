import type { OrderDocumentInput, OrderDocumentKind } from './document-input.js';
import type { CreditorSettings } from './qr-bill-data.js';
import { BACKGROUND_THREAD_NICE, lowerThreadPriority } from '../../plugins/thread-priority.js';
import { renderOrderPdf } from './render-order-pdf.js';

/** A task of the PDF pool: plain data in, PDF bytes out (transferred, not copied). */
export interface PdfTask {
  readonly input: OrderDocumentInput;
  readonly kind: OrderDocumentKind;
  readonly creditor: CreditorSettings;
}

/**
 * Order PDFs are background work (the mails of orders already placed, a download now and then):
 * their thread yields the CPU to requests, so a burst of checkouts never waits behind the
 * documents of the orders before it (bench/checkout.ts renders them meanwhile, as production does).
 */
lowerThreadPriority(BACKGROUND_THREAD_NICE);

/** Piscina entry of the documents pool: PDF layout and fonts run here, never on the request thread. */
export default async function renderPdfTask(task: PdfTask): Promise<Uint8Array> {
  const pdf = await renderOrderPdf(task.input, task.kind, task.creditor);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
