export {
  createDocumentsService,
  type DocumentsService,
  type DocumentsDeps,
} from './documents.service.js';
export type {
  OrderDocumentInput,
  OrderDocumentKind,
  OrderMailEvent,
  OrderMailInput,
  DocumentLine,
  DocumentTax,
} from './document-input.js';
export { buildQrBillData, validateQrBillReference, type CreditorSettings } from './qr-bill-data.js';
