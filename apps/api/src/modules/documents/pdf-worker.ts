import type { OrderDocumentInput, OrderDocumentKind } from './document-input.js';
import type { CreditorSettings } from './qr-bill-data.js';
import { renderOrderPdf } from './render-order-pdf.js';

/** A task of the PDF pool: plain data in, PDF bytes out (transferred, not copied). */
export interface PdfTask {
  readonly input: OrderDocumentInput;
  readonly kind: OrderDocumentKind;
  readonly creditor: CreditorSettings;
}

/** Piscina entry of the documents pool: PDF layout and fonts run here, never on the request thread. */
export default async function renderPdfTask(task: PdfTask): Promise<Uint8Array> {
  const pdf = await renderOrderPdf(task.input, task.kind, task.creditor);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
