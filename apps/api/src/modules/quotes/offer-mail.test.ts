import { describe, expect, it } from 'vitest';
import { buildOfferMail, type OfferMailInput } from './offer-mail.js';

const INPUT: OfferMailInput = {
  to: 'anna@example.ch',
  language: 'de',
  customerName: 'Anna Muster',
  orderNumber: '2026-000042',
  revision: 2,
  totalCents: 22917,
  validUntil: '2026-01-20',
  leadTimeDays: 7,
  acceptUrl: 'https://shop.test/offer/TOKEN',
  accountUrl: 'https://shop.test/order-details/ORDER',
  pdf: { filename: 'offer.pdf', content: Buffer.from('%PDF-') },
};

describe('the offer mail', () => {
  it.each([
    ['de', 'Unser Angebot 2026-000042 (Revision 2)', 'gilt bis und mit'],
    ['en', 'Our offer 2026-000042 (revision 2)', 'valid until'],
    ['fr', 'Notre offre 2026-000042 (révision 2)', "valable jusqu'au"],
  ] as const)(
    'speaks the order’s language (%s), links the offer and the account, attaches the PDF',
    (language, subject, validity) => {
      const mail = buildOfferMail({ ...INPUT, language });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(validity);
      expect(mail.text).toContain('https://shop.test/offer/TOKEN');
      expect(mail.text).toContain('https://shop.test/order-details/ORDER');
      expect(mail.html).toContain('https://shop.test/offer/TOKEN');
      expect(mail.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
    },
  );
});
