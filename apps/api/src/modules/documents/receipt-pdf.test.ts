import { describe, expect, it } from 'vitest';
import { decodePdfQrCode, pdfText } from '../../test/pdf-support.js';
import { attachmentKindOf, pdfFileName } from './order-mail.js';
import { renderOrderPdf } from './render-order-pdf.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from './sample-order-input.js';

/** pdftotext -layout keeps columns apart with runs of spaces; tests read words, not columns. */
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');
const PDF_TEST_TIMEOUT_MS = 60_000;
const CAPTURE_ID = '3C679366HH908993F';

function paidPayPalOrder(language: 'de' | 'en' | 'fr', isBusinessCustomer: boolean) {
  return sampleOrderInput({
    language,
    paymentMethod: 'paypal',
    isBusinessCustomer,
    payment: { paidAt: '2026-11-27T14:05:00.000Z', provider: 'paypal', reference: CAPTURE_ID },
  });
}

describe('the receipt of a paid PayPal order (issue 24 item 12)', () => {
  it(
    'is the invoice marked paid, with date, PayPal capture id and the VAT figures; no QR-bill',
    async () => {
      for (const [language, title, paid, vat] of [
        ['de', 'Rechnung (Quittung)', 'Bezahlt 27.11.2026, PayPal', 'MWST'],
        ['en', 'Invoice (receipt)', 'Paid', 'VAT'],
        ['fr', 'Facture (quittance)', 'Payé', 'TVA'],
      ] as const) {
        const input = paidPayPalOrder(language, true);
        const pdf = await renderOrderPdf(input, 'receipt', SAMPLE_CREDITOR);
        const text = squash(await pdfText(pdf));
        expect(text).toContain(title);
        expect(text).toContain(paid);
        expect(text).toContain(CAPTURE_ID);
        expect(text).toContain(vat);
        expect(text).toContain(
          `${(input.totalCents / 100).toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, '’'),
        );
        // Paid: no due date, no payment slip.
        expect(await decodePdfQrCode(pdf)).toBeNull();
        expect(text).not.toMatch(/Zahlbar bis|Payable by|Payable jusqu/);
      }
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it('goes with the order mail of a paid PayPal order only; an unpaid one still gets the confirmation', () => {
    const paid = { ...paidPayPalOrder('en', false), email: 'a@example.ch' };
    expect(attachmentKindOf('ordered', paid)).toBe('receipt');
    expect(pdfFileName('receipt', paid)).toBe(`Invoice-receipt-${paid.orderNumber}.pdf`);
    expect(attachmentKindOf('ordered', { ...paid, payment: null })).toBe('confirmation');
    expect(attachmentKindOf('payment-checking', paid)).toBeNull();
    const invoice = { ...paid, paymentMethod: 'billing' as const, payment: null };
    expect(attachmentKindOf('ordered', invoice)).toBe('invoice');
  });
});
