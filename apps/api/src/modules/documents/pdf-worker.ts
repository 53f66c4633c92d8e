import type { OrderDocumentInput, OrderDocumentKind } from './document-input.js';
import type { CreditorSettings } from './qr-bill-data.js';
import { BACKGROUND_THREAD_NICE, lowerThreadPriority } from '../../plugins/thread-priority.js';
import type { CreditNoteDocumentInput } from './credit-note-input.js';
import { renderCreditNotePdf } from './render-credit-note-pdf.js';
import { renderOrderPdf } from './render-order-pdf.js';
import type { ReminderDocumentInput } from './reminder-input.js';
import { renderReminderPdf } from './render-reminder-pdf.js';

/** A task of the PDF pool: plain data in, PDF bytes out (transferred, not copied). */
export type PdfTask =
  | {
      readonly input: OrderDocumentInput;
      readonly kind: OrderDocumentKind;
      readonly creditor: CreditorSettings;
    }
  | {
      readonly kind: 'credit-note';
      readonly creditNote: CreditNoteDocumentInput;
      readonly creditor: CreditorSettings;
    }
  | {
      readonly kind: 'reminder';
      readonly reminder: ReminderDocumentInput;
      readonly creditor: CreditorSettings;
    };

/**
 * Order PDFs yield the CPU to requests. This module runs in two places: on the documents' thread
 * pool (downloads), where this lowers the thread's nice value, and in the idle-priority process
 * of the order mails (plugins/process-pool), whose threads are SCHED_IDLE already.
 */
lowerThreadPriority(BACKGROUND_THREAD_NICE);

/** Piscina entry of the documents pool: PDF layout and fonts run here, never on the request thread. */
export default async function renderPdfTask(task: PdfTask): Promise<Uint8Array> {
  const pdf =
    task.kind === 'credit-note'
      ? await renderCreditNotePdf(task.creditNote, task.creditor)
      : task.kind === 'reminder'
        ? await renderReminderPdf(task.reminder, task.creditor)
        : await renderOrderPdf(task.input, task.kind, task.creditor);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
