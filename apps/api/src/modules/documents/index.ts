export { documentsModule } from './documents.module.js';
export type { DocumentsService } from './documents.service.js';
export type {
  OrderDocumentInput,
  OrderDocumentKind,
  OrderMailEvent,
  OrderMailInput,
  DocumentLine,
  DocumentPayment,
  DocumentTax,
} from './document-input.js';
export type { CreditNoteDocumentInput } from './credit-note-input.js';
export type { ReminderDocumentInput } from './reminder-input.js';
