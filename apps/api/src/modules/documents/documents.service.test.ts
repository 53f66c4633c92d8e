import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKGROUND_THREAD_NICE,
  currentThreadId,
  threadNiceness,
} from '../../plugins/thread-priority.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createDocumentsService, type DocumentsService } from './documents.service.js';
import { decodePdfQrCode, pdfText } from '../../test/pdf-support.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from './sample-order-input.js';

/** pdftoppm at 200 dpi and jsQR take seconds; more on a loaded machine. */
const PDF_TEST_TIMEOUT_MS = 60_000;

describe('documents service: PDFs on the worker pool, order mails through real SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let documents: DocumentsService;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
    documents = createDocumentsService({ creditor: SAMPLE_CREDITOR, mail: t.app.services.mail });
    // The worker thread starts with the pool (under tsx: seconds); warm it within the hook.
    await documents.renderOrderPdf(sampleOrderInput(), 'confirmation');
  });
  afterAll(async () => {
    await documents.close();
    await t.close();
    await sink.close();
  });

  it('renders on a thread of the lowest priority (nice 19), while this thread keeps its own', () => {
    const niceness = readdirSync('/proc/self/task').map((tid) => threadNiceness(Number(tid)));
    expect(niceness).toContain(BACKGROUND_THREAD_NICE);
    expect(threadNiceness(currentThreadId() ?? 0)).not.toBe(BACKGROUND_THREAD_NICE);
  });

  it(
    'renders on the pool the same document the worker code produces',
    async () => {
      const pdf = await documents.renderOrderPdf(sampleOrderInput({ language: 'en' }), 'invoice');
      expect(Buffer.isBuffer(pdf)).toBe(true);
      expect(await pdfText(pdf)).toContain('Invoice');
      expect(await decodePdfQrCode(pdf)).toContain('000000000000000020260001237');
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it(
    'mails an invoice order in French with the invoice PDF, and a copy to the shop',
    async () => {
      const before = sink.messages.length;
      await documents.sendOrderMail('ordered', {
        ...sampleOrderInput({ language: 'fr', orderNumber: '2026-000777' }),
        email: 'client@example.ch',
      });
      const mails = (await sink.waitFor(before + 2)).slice(before);
      const customer = mails.find((m) => m.subject?.startsWith('Votre commande'));
      const shop = mails.find((m) => m.subject?.startsWith('[Kopie]'));
      expect(customer?.subject).toBe('Votre commande 2026-000777 chez Print Portal');
      expect(customer?.text).toContain('Merci pour votre commande 2026-000777');
      expect(customer?.html).toContain('lang="fr"');
      const pdf = customer?.attachments[0];
      expect(pdf?.filename).toBe('Facture-2026-000777.pdf');
      expect(pdf?.contentType).toBe('application/pdf');
      const text = await pdfText(pdf?.content ?? Buffer.alloc(0));
      expect(text).toContain('Facture');
      expect(text).toContain('2026-000777');
      expect(await decodePdfQrCode(pdf?.content ?? Buffer.alloc(0))).toContain(
        '000000000000000020260007773',
      );
      expect(shop?.to).toBeDefined();
      expect(JSON.stringify(shop?.to)).toContain('shop@print-portal.test');
      expect(shop?.text).toContain('client@example.ch');
      expect(shop?.attachments).toHaveLength(1);
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it(
    'mails a PayPal order with the confirmation, a quote with the quote, a payment without PDF',
    async () => {
      const base = { ...sampleOrderInput({ language: 'de' }), email: 'kunde@example.ch' };
      const cases = [
        [
          'ordered',
          { ...base, paymentMethod: 'paypal' as const },
          'Auftragsbestätigung-2026-000123.pdf',
        ],
        ['quote', { ...base, paymentMethod: 'quote' as const }, 'Angebot-2026-000123.pdf'],
        ['payment-received', { ...base, paymentMethod: 'paypal' as const }, null],
      ] as const;
      for (const [event, input, filename] of cases) {
        const before = sink.messages.length;
        await documents.sendOrderMail(event, input);
        const mails = (await sink.waitFor(before + 2)).slice(before);
        const customer = mails.find((m) => !m.subject?.startsWith('[Kopie]'));
        expect(JSON.stringify(customer?.to)).toContain('kunde@example.ch');
        if (filename === null) {
          expect(customer?.subject).toBe('Zahlung für Bestellung 2026-000123 erhalten');
          expect(customer?.attachments).toHaveLength(0);
        } else {
          expect(customer?.attachments[0]?.filename).toBe(filename);
        }
      }
    },
    PDF_TEST_TIMEOUT_MS,
  );
});
