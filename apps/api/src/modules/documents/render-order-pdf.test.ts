import { describe, expect, it } from 'vitest';
import { decodePdfQrCode, pdfFonts, pdfPageCount, pdfText } from '../../test/pdf-support.js';
import { createInterFonts } from './pdf-fonts.js';
import { renderOrderPdf } from './render-order-pdf.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from './sample-order-input.js';

/** SIX IG 2.3 §4.2.2: the SPC payload, one element per line, by position. */
function parseSpc(payload: string) {
  const f = payload.split(/\r?\n/);
  return {
    header: f.slice(0, 3),
    iban: f[3],
    creditor: f.slice(4, 11),
    amount: f[18],
    currency: f[19],
    debtor: f.slice(20, 27),
    referenceType: f[27],
    reference: f[28],
    message: f[29],
    trailer: f[30],
  };
}

/** pdftotext -layout keeps columns apart with runs of spaces; tests read words, not columns. */
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

/** pdftoppm at 200 dpi and jsQR take seconds; more on a loaded machine. */
const PDF_TEST_TIMEOUT_MS = 60_000;

describe('renderOrderPdf', () => {
  it(
    'writes an invoice in German with addresses, figures, due date and a decodable QR-bill',
    async () => {
      const pdf = await renderOrderPdf(sampleOrderInput(), 'invoice', SAMPLE_CREDITOR);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = squash(await pdfText(pdf));
      for (const words of [
        'Rechnung',
        'Bestellnummer 2026-000123',
        'Datum 25.11.2026',
        'Zahlbar bis 25.12.2026',
        'Muster Maschinenbau GmbH',
        'Bahnhofstrasse 7',
        '3011 Bern',
        'Werkweg 3',
        '6900 Lugano',
        'Lieferadresse',
        'flansch-v2.stl',
        'SLS · PA12 · gefärbt · Schwarz',
        'CHF 42.50 CHF 170.00',
        'Gutschein WELCOME10 – CHF 30.75',
        'zzgl. MWST 8.1 % CHF 22.42',
        'Total CHF 299.17',
        'Ihre Referenz PO-4711',
        'Zahlteil',
        'Empfangsschein',
      ]) {
        expect(text).toContain(words);
      }
      expect(text).not.toContain('Mindermengenzuschlag');
      // Issue 24 point 13: one money format, zero included: free shipping is "CHF 0.00" (never
      // "CHF 0,00"), a negative amount "– CHF …" (never "CHF-…"), CHF printed once per amount.
      expect(text).toMatch(/Versand \([^)]*\) CHF 0\.00/);
      expect(text).not.toContain('0,00');
      expect(text).not.toMatch(/CHF\s?-|CHF CHF/);
      // Inter (regular and bold) embedded as subsets; the QR-bill uses the standard Helvetica.
      const fonts = await pdfFonts(pdf);
      expect(fonts.filter((f) => f.name.startsWith('Inter') && f.isEmbedded).length).toBe(2);

      const payload = await decodePdfQrCode(pdf);
      expect(payload).not.toBeNull();
      const spc = parseSpc(payload ?? '');
      expect(spc.header).toEqual(['SPC', '0200', '1']);
      expect(spc.iban).toBe('CH4431999123000889012');
      expect(spc.creditor).toEqual([
        'S',
        'Print Portal AG',
        'Industriestrasse 12',
        '',
        '8005',
        'Zürich',
        'CH',
      ]);
      expect(spc.amount).toBe('299.17');
      expect(spc.currency).toBe('CHF');
      expect(spc.debtor).toEqual([
        'S',
        'Muster Maschinenbau GmbH, Anna Muster',
        'Bahnhofstrasse 7',
        '',
        '3011',
        'Bern',
        'CH',
      ]);
      expect(spc.referenceType).toBe('QRR');
      // "2026-000123" → digits padded to 26, recursive mod-10 check digit 7.
      expect(spc.reference).toBe('000000000000000020260001237');
      expect(spc.message).toBe('Bestellnummer 2026-000123 / Ihre Referenz PO-4711');
      expect(spc.trailer).toBe('EPD');
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it(
    'gives an ordinary IBAN an RF creditor reference (SCOR)',
    async () => {
      const pdf = await renderOrderPdf(sampleOrderInput({ language: 'fr' }), 'invoice', {
        ...SAMPLE_CREDITOR,
        iban: 'CH9300762011623852957',
      });
      const spc = parseSpc((await decodePdfQrCode(pdf)) ?? '');
      expect(spc.iban).toBe('CH9300762011623852957');
      expect(spc.referenceType).toBe('SCOR');
      expect(spc.reference).toMatch(/^RF\d{2}2026000123$/);
      const text = squash(await pdfText(pdf));
      expect(text).toContain('Facture');
      expect(text).toContain('Section paiement');
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it(
    'says "payable in advance" on a prepaid invoice, in English, with the QR-bill',
    async () => {
      // A private customer: lines gross as the shop showed them, the totals block net + VAT.
      const input = sampleOrderInput({
        language: 'en',
        paymentMethod: 'prepaid',
        isBusinessCustomer: false,
        lines: [
          {
            name: 'flansch-v2.stl',
            details: 'SLS',
            quantity: 4,
            unitCents: 4594,
            lineCents: 18376,
          },
        ],
        positionNetCents: 17000,
        discountCents: 1700,
        netCents: 15300,
        taxes: [{ rateBp: 810, baseCents: 15300, taxCents: 1239 }],
        totalCents: 16539,
      });
      const pdf = await renderOrderPdf(input, 'invoice', SAMPLE_CREDITOR);
      const text = squash(await pdfText(pdf));
      expect(text).toContain('Invoice');
      expect(text).toContain('Payable by Payable in advance');
      expect(text).toContain('Production starts once your payment has');
      expect(text).toContain('Unit prices and item amounts');
      expect(text).toContain('CHF 45.94 CHF 183.76');
      // Issue 24 point 13: a private customer's sum starts from the printed lines (183.76),
      // grosses the voucher up once (17.00 + 1.38) and closes the cent the per-line rounding
      // leaves (183.76 − 18.38 = 165.38; total 153.00 + 12.39 = 165.39), as cart and review do.
      for (const row of [
        'Items incl. VAT CHF 183.76',
        'Voucher WELCOME10 – CHF 18.38',
        'Rounding difference CHF 0.01',
        'Total CHF 165.39',
        'incl. VAT 8.1 % CHF 12.39',
      ]) {
        expect(text).toContain(row);
      }
      expect(text).not.toContain('Items net');
      expect(parseSpc((await decodePdfQrCode(pdf)) ?? '').amount).toBe('165.39');
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it(
    'renders a PayPal confirmation and a quote without a QR-bill',
    async () => {
      const confirmation = await renderOrderPdf(
        sampleOrderInput({ paymentMethod: 'paypal', surchargeCents: 1250 }),
        'confirmation',
        SAMPLE_CREDITOR,
      );
      const confirmationText = squash(await pdfText(confirmation));
      expect(confirmationText).toContain('Auftragsbestätigung');
      expect(confirmationText).toContain('Zahlungsart PayPal');
      expect(confirmationText).toContain('Mindermengenzuschlag CHF 12.50');
      expect(confirmationText).not.toContain('Zahlbar bis');
      expect(await decodePdfQrCode(confirmation)).toBeNull();
      // A PayPal order's invoice (a receipt) carries no QR-bill: nobody should pay twice.
      const paypalInvoice = await renderOrderPdf(
        sampleOrderInput({ paymentMethod: 'paypal' }),
        'invoice',
        SAMPLE_CREDITOR,
      );
      expect(squash(await pdfText(paypalInvoice))).not.toContain('Zahlteil');

      const quote = await renderOrderPdf(
        sampleOrderInput({ language: 'fr', paymentMethod: 'quote' }),
        'quote',
        SAMPLE_CREDITOR,
      );
      const quoteText = squash(await pdfText(quote));
      expect(quoteText).toContain('Offre');
      expect(quoteText).toContain("Numéro d'offre 2026-000123");
      expect(quoteText).toContain('Cette offre est sans engagement');
      expect(await decodePdfQrCode(quote)).toBeNull();
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it(
    'breaks long orders over pages, repeating the heading, and keeps every line',
    async () => {
      const lines = Array.from({ length: 60 }, (_, i) => ({
        name: `teil-${String(i + 1).padStart(2, '0')}.stl`,
        details: 'SLS · PA12 · roh · Weiss',
        quantity: 1,
        unitCents: 1000,
        lineCents: 1000,
      }));
      const pdf = await renderOrderPdf(
        sampleOrderInput({ lines, positionNetCents: 60000 }),
        'invoice',
        SAMPLE_CREDITOR,
      );
      expect(await pdfPageCount(pdf)).toBeGreaterThanOrEqual(3);
      const text = squash(await pdfText(pdf));
      for (const line of lines) expect(text).toContain(line.name);
      expect(text).toContain('Rechnung 2026-000123 (Fortsetzung)');
      expect(text).toMatch(/Seite 3 \/ \d/);
      expect(parseSpc((await decodePdfQrCode(pdf)) ?? '').reference).toBe(
        '000000000000000020260001237',
      );
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it(
    'refuses an invoice whose amount a QR-bill cannot carry',
    async () => {
      await expect(
        renderOrderPdf(
          sampleOrderInput({ totalCents: 100_000_000_000 }),
          'invoice',
          SAMPLE_CREDITOR,
        ),
      ).rejects.toThrow(/QR_BILL_AMOUNT_OUT_OF_RANGE/);
    },
    PDF_TEST_TIMEOUT_MS,
  );

  it('writes every document with the shared fonts exactly as with fonts new to it', async () => {
    // The creation date and the file id differ from one document to the next; nothing else may.
    const differingLines = (a: Buffer, b: Buffer) => {
      // The date stands on its own line, after its key; the id on the key's line.
      const ignored = /^(\(D:\d{14}Z\)|\/ID \[)/;
      const [left, right] = [a, b].map((pdf) => pdf.toString('latin1').split('\n'));
      return (left ?? [])
        .map((line, i) => [i, line, right?.[i]] as const)
        .filter(([, line, other]) => line !== other && !ignored.test(line))
        .map(([i, line, other]) => `line ${i}: ${JSON.stringify(line)} ≠ ${JSON.stringify(other)}`)
        .concat(left?.length === right?.length ? [] : ['line counts differ']);
    };
    // One after another, as a worker writes them: each document finds the fonts as the ones
    // before it left them (glyphs, subsets written, words shaped).
    for (const language of ['de', 'fr', 'en'] as const) {
      for (const kind of ['invoice', 'confirmation', 'quote'] as const) {
        const input = sampleOrderInput({ language });
        const shared = await renderOrderPdf(input, kind, SAMPLE_CREDITOR);
        const fresh = await renderOrderPdf(
          input,
          kind,
          SAMPLE_CREDITOR,
          createInterFonts({ memo: false }),
        );
        expect(differingLines(shared, fresh), `${language} ${kind}`).toEqual([]);
      }
    }
  });
});
