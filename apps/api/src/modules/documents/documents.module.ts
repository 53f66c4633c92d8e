import type { MailService } from '../mail/index.js';
import { defineModule } from '../module-definition.js';
import { createDocumentsService, type DocumentsService } from './documents.service.js';

/**
 * Order PDFs (confirmation, invoice with Swiss QR-bill, quote) and the order mails that carry
 * them. Downloads render on a worker thread; mail PDFs in a child process at idle priority; both
 * start with their first document. Each order PDF is rendered once and stored (stored-documents.ts).
 */
export const documentsModule = defineModule<{ readonly mail: MailService }, DocumentsService>({
  name: 'documents',
  create({ config, storage }, { mail }) {
    const service = createDocumentsService({ creditor: config.creditor, mail, storage });
    return { service, close: () => service.close() };
  },
});
