import { describe, expect, it } from 'vitest';
import { decodePdfQrCode, pdfText } from '../../test/pdf-support.js';
import type { CreditNoteDocumentInput } from './credit-note-input.js';
import { renderCreditNotePdf } from './render-credit-note-pdf.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from './sample-order-input.js';

const squash = (text: string) => text.replace(/[ \t]+/g, ' ');
const PDF_TEST_TIMEOUT_MS = 60_000;
const VAT_ID = 'CHE-123.456.788 MWST';

function creditNote(overrides: Partial<CreditNoteDocumentInput> = {}): CreditNoteDocumentInput {
  const order = sampleOrderInput();
  return {
    language: 'de',
    number: 'GS-2026-000007',
    issuedAt: '2026-12-03T10:00:00.000Z',
    invoiceNumber: order.orderNumber,
    invoiceDate: order.orderDate,
    isFull: false,
    reason: 'Teil beschädigt geliefert',
    customer: order.customer,
    billingAddress: order.billingAddress,
    referenceNumber: 'PO-4711',
    lines: [
      { name: 'bracket.stl', details: 'SLS · Gestrahlt · Weiss', quantity: 2, netCents: 24690 },
    ],
    shippingNetCents: 990,
    shippingMethodName: 'Standard',
    surchargeNetCents: 0,
    amountNetCents: 0,
    adjustmentNetCents: 0,
    taxes: [{ rateBp: 810, netCents: 25680, taxCents: 2080 }],
    netCents: 25680,
    taxCents: 2080,
    grossCents: 27760,
    ...overrides,
  };
}

describe('the credit note PDF (issue 26 item 4, MWSTG Art. 27 para. 4)', () => {
  it(
    'names itself, its number, the invoice it revokes, the reason, VAT per rate and the shop VAT number; no QR-bill',
    async () => {
      const pdf = await renderCreditNotePdf(creditNote(), { ...SAMPLE_CREDITOR, vatId: VAT_ID });
      const text = squash(await pdfText(pdf));
      expect(text).toContain('Gutschrift');
      expect(text).toContain('GS-2026-000007');
      expect(text).toContain('Zu Rechnung 2026-000123');
      expect(text).toContain('teilweise');
      expect(text).toContain('Teil beschädigt geliefert');
      expect(text).toContain(VAT_ID);
      expect(text).toMatch(/zzgl\. MWST 8\.1\s%\s+CHF\s20\.80/);
      expect(text).toMatch(/Total netto\s+CHF\s256\.80/);
      expect(text).toMatch(/Total Gutschrift\s+CHF\s277\.60/);
      expect(text).toContain('bracket.stl');
      expect(await decodePdfQrCode(pdf)).toBeNull();
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it(
    'speaks the customer’s language',
    async () => {
      const en = squash(
        await pdfText(
          await renderCreditNotePdf(creditNote({ language: 'en', isFull: true }), SAMPLE_CREDITOR),
        ),
      );
      expect(en).toContain('Credit note');
      // -layout sets the note beside the totals: its words, not its line.
      expect(en).toContain('revokes invoice');
      expect(en).toContain('in full.');
      const fr = squash(
        await pdfText(await renderCreditNotePdf(creditNote({ language: 'fr' }), SAMPLE_CREDITOR)),
      );
      expect(fr).toContain('Note de crédit');
      expect(fr).toContain('TVA');
    },
    PDF_TEST_TIMEOUT_MS,
  );
});
