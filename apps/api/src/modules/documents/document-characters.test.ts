import { describe, expect, it } from 'vitest';
import { decodePdfQrCode, pdfText } from '../../test/pdf-support.js';
import { orderDeliveryDate } from '../orders/order-delivery.js';
import { buildOrderMails } from './order-mail.js';
import { isSpsCharacter } from './qr-bill-text.js';
import { renderOrderPdf } from './render-order-pdf.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from './sample-order-input.js';

/** pdftotext -layout keeps columns apart with runs of spaces; tests read words, not columns. */
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');
/** pdftoppm at 200 dpi and jsQR take seconds; more on a loaded machine. */
const PDF_TEST_TIMEOUT_MS = 60_000;
const VAT_ID = 'CHE-123.456.788 MWST';

describe('issue 24 item 11: QR-bill texts in the Swiss character set, no boxes in the PDF', () => {
  const input = sampleOrderInput({
    referenceNumber: 'PO-4711 Ärger ✓',
    billingAddress: {
      ...sampleOrderInput().billingAddress,
      company: '',
      firstname: 'Zoë 😀',
      lastname: 'Nguyễn',
      street: 'Rue de l’Église 7',
      city: 'Genève',
    },
  });

  it(
    'the payload has only permitted characters; the receipt prints what the payload holds',
    async () => {
      const pdf = await renderOrderPdf(input, 'invoice', SAMPLE_CREDITOR);
      const payload = await decodePdfQrCode(pdf);
      expect(payload).not.toBeNull();
      const fields = (payload ?? '').split(/\r?\n/);
      for (const field of fields) {
        for (const char of field) expect(isSpsCharacter(char.codePointAt(0) ?? 0), char).toBe(true);
      }
      expect(fields).toContain("Rue de l'Église 7");
      expect(fields).toContain('Genève');
      const message = fields[29] ?? '';
      expect(message).toContain('PO-4711 Ärger');
      expect(message).not.toContain('✓');
      // The debtor's name: 😀 dropped, ễ (no glyph in the font, outside the set) → e.
      expect(fields.slice(20, 27).join('|')).toContain('Zoë Nguyen');

      const text = squash(await pdfText(pdf));
      // Receipt and payment part print the payload's text.
      const payment = text.slice(text.indexOf('Empfangsschein')).replace(/\s+/g, ' ');
      expect(payment).toContain("Rue de l'Église 7");
      // (pdftotext interleaves the receipt's and the payment part's columns: words, not lines.)
      expect(payment).toContain('Ihre Referenz PO-4711');
      expect(payment).toContain('Ärger');
      expect(payment).not.toContain('’');
      // Nowhere in the PDF a character the font lacks, nor a replacement glyph.
      expect(text).not.toMatch(/[✓😀\uFFFD\u25A1]/u);
      expect(text).not.toContain('Nguyễn');
      expect(text).toContain('Zoë Nguyen');
    },
    PDF_TEST_TIMEOUT_MS,
  );
});

describe('issue 24 item 10: the shop VAT number on every order document', () => {
  it.each(['invoice', 'confirmation', 'quote'] as const)(
    '%s: in the letterhead when SHOP_VAT_ID is set, absent without it',
    async (kind) => {
      const input = sampleOrderInput({
        paymentMethod: kind === 'confirmation' ? 'paypal' : 'billing',
      });
      const withId = squash(
        await pdfText(await renderOrderPdf(input, kind, { ...SAMPLE_CREDITOR, vatId: VAT_ID })),
      );
      expect(withId).toContain(VAT_ID);
      const without = squash(await pdfText(await renderOrderPdf(input, kind, SAMPLE_CREDITOR)));
      expect(without).not.toContain('CHE-');
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it('the order mails carry it in their footer', () => {
    const { customer, shop } = buildOrderMails(
      'ordered',
      { ...sampleOrderInput(), email: 'anna.muster@example.ch' },
      null,
      'shop@example.ch',
      VAT_ID,
    );
    for (const mail of [customer, shop]) {
      expect(mail.text).toContain(VAT_ID);
      expect(mail.html).toContain(VAT_ID);
    }
  });
});

describe('issue 24 item 9: the PDF and the mail print the delivery date of the one rule', () => {
  // The web test (apps/web …/delivery-date.test.tsx) shows "Do., 3. Dezember 2026" for the same
  // clock: Friday 27 Nov 2026, 11:00 in Zurich, 4 production days, 2 working days of shipping.
  const order = {
    createdAt: new Date('2026-11-27T10:00:00Z'),
    productionDays: 4,
    shippingMethod: { id: 'ship-standard', name: 'Standard', shippingTimeDays: 2, priceCents: 900 },
  };
  const input = sampleOrderInput({
    orderDate: order.createdAt.toISOString(),
    estimatedProductionTimeDays: order.productionDays,
    deliveryDate: orderDeliveryDate(order),
  });

  it(
    'PDF: "Produktionszeit: 4 Tage", "Voraussichtliche Lieferung: Do., 3. Dezember 2026"',
    async () => {
      const text = squash(
        await pdfText(await renderOrderPdf(input, 'confirmation', SAMPLE_CREDITOR)),
      );
      expect(text).toContain('Produktionszeit: 4 Tage');
      expect(text).toContain('Voraussichtliche Lieferung: Do., 3. Dezember 2026');
      expect(text).not.toContain('Arbeitstage');
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it("mail: the same date in the customer's language", () => {
    const { customer } = buildOrderMails(
      'ordered',
      { ...input, language: 'en', email: 'anna.muster@example.ch' },
      null,
      'shop@example.ch',
    );
    expect(customer.text).toContain('Expected delivery: Thu, 3 December 2026.');
  });
});
