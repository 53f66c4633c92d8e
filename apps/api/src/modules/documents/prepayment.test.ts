import { describe, expect, it } from 'vitest';
import { attachmentKindOf, buildOrderMails } from './order-mail.js';
import { prepaymentInstructions } from './prepayment.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from './sample-order-input.js';

const PLAIN_IBAN = { name: 'Print Portal AG', iban: 'CH9300762011623852957' };

describe('prepaymentInstructions', () => {
  it('groups the account and the reference as the QR-bill prints them', () => {
    const qrr = prepaymentInstructions(SAMPLE_CREDITOR, '2026-000123', 26077);
    expect(qrr).toMatchObject({
      amountCents: 26077,
      creditorName: 'Print Portal AG',
      iban: 'CH44 3199 9123 0008 8901 2',
    });
    // QRR: 27 digits, 2 + 5 groups of 5.
    expect(qrr?.reference).toMatch(/^\d{2}( \d{5}){5}$/);
    const scor = prepaymentInstructions(PLAIN_IBAN, '2026-000123', 100);
    expect(scor?.reference).toMatch(/^RF\d{2}( [0-9A-Z]{1,4})+$/);
    expect(prepaymentInstructions({ name: 'X', iban: 'CH00 0000' }, '2026-000123', 1)).toBeNull();
  });
});

describe('the order mail of a prepaid order', () => {
  const input = { ...sampleOrderInput({ paymentMethod: 'prepaid' }), email: 'anna@example.ch' };
  const instructions = prepaymentInstructions(SAMPLE_CREDITOR, input.orderNumber, input.totalCents);

  it('says to pay first, with the amount, IBAN and reference; the invoice with the QR-bill goes along', () => {
    expect(attachmentKindOf('ordered', input)).toBe('invoice');
    const { customer, shop } = buildOrderMails(
      'ordered',
      input,
      null,
      'shop@example.ch',
      null,
      instructions,
    );
    for (const mail of [customer, shop]) {
      expect(mail.text).toContain('sobald Ihre Zahlung von');
      expect(mail.text).toContain(instructions?.iban);
      expect(mail.text).toContain(instructions?.reference);
    }
    const french = buildOrderMails(
      'ordered',
      { ...input, language: 'fr' },
      null,
      'shop@example.ch',
      null,
      instructions,
    );
    expect(french.customer.text).toContain('dès réception de votre paiement');
  });

  it('an invoice order and a later payment-received mail carry no pay-first note', () => {
    const billing = { ...input, paymentMethod: 'billing' as const };
    expect(
      buildOrderMails('ordered', billing, null, 'shop@example.ch', null, instructions).customer
        .text,
    ).not.toContain('Vorkasse');
    expect(
      buildOrderMails('payment-received', input, null, 'shop@example.ch', null, instructions)
        .customer.text,
    ).not.toContain('Vorkasse');
  });
});
