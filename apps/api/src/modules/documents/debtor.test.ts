import { describe, expect, it } from 'vitest';
import { decodePdfQrCode, pdfText } from '../../test/pdf-support.js';
import { buildQrBillData } from './qr-bill-data.js';
import { renderOrderPdf } from './render-order-pdf.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from './sample-order-input.js';

// DECISIONS.md "Customer data": the debtor on invoices and QR-bills is the person, with the
// company when there is one; names (up to 50) and phone (up to 25) print whole.

/** SIX IG 2.3 §4.2.2: the debtor's seven elements of the SPC payload (lines 21–27). */
const debtorOf = (payload: string) => payload.split(/\r?\n/).slice(20, 27);
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');
const PDF_TEST_TIMEOUT_MS = 60_000;

const DOUBLE_NAME = 'Bärtschi-Wolfeschlegelsteinhausen-Bergli'; // 40 characters

function privateCustomerOrder() {
  const sample = sampleOrderInput();
  return sampleOrderInput({
    isBusinessCustomer: false,
    customer: { email: 'anna@example.ch', phone: '+41 79 123 45 67' },
    billingAddress: { ...sample.billingAddress, company: '', lastname: DOUBLE_NAME },
  });
}

describe('rule: the QR-bill debtor is the person, with the company when there is one', () => {
  it('a private customer: the person’s name, never a company placeholder', () => {
    const built = buildQrBillData(privateCustomerOrder(), SAMPLE_CREDITOR);
    expect(built.ok && built.value.data.debtor?.name).toBe(`Anna ${DOUBLE_NAME}`);
  });

  it('a business customer: "company, person"', () => {
    const built = buildQrBillData(sampleOrderInput(), SAMPLE_CREDITOR);
    expect(built.ok && built.value.data.debtor?.name).toBe('Muster Maschinenbau GmbH, Anna Muster');
  });

  it(
    'the decoded QR-bill and the printed invoice of a private customer carry the whole name and phone',
    async () => {
      const pdf = await renderOrderPdf(privateCustomerOrder(), 'invoice', SAMPLE_CREDITOR);
      const payload = (await decodePdfQrCode(pdf)) ?? '';
      expect(debtorOf(payload)).toEqual([
        'S',
        `Anna ${DOUBLE_NAME}`,
        'Bahnhofstrasse 7',
        '',
        '3011',
        'Bern',
        'CH',
      ]);
      const text = squash(await pdfText(pdf));
      expect(text).toContain(`Anna ${DOUBLE_NAME}`);
      expect(text).toContain('+41 79 123 45 67');
    },
    PDF_TEST_TIMEOUT_MS,
  );
});
