import { formatChf, formatDeliveryDate, type ShopLanguage } from '@print/domain';
import { renderMail, type MailAttachment, type MailMessage } from '../mail/index.js';
import type { OrderDocumentKind, OrderMailEvent, OrderMailInput } from './document-input.js';
import { DOCUMENT_TEXTS } from './document-texts.js';

interface MailTexts {
  readonly subject: (orderNumber: string) => string;
  readonly greeting: (name: string) => string;
  readonly body: (orderNumber: string, total: string, method: string) => readonly string[];
}

const ORDER_MAIL_TEXTS: Readonly<
  Record<ShopLanguage, Readonly<Record<OrderMailEvent, MailTexts>>>
> = {
  de: {
    ordered: {
      subject: (n) => `Ihre Bestellung ${n} bei Print Portal`,
      greeting: (name) => `Guten Tag ${name}`,
      body: (n, total, method) => [
        `Vielen Dank für Ihre Bestellung ${n} über ${total} (Zahlungsart: ${method}).`,
        'Die Bestellung finden Sie als PDF im Anhang.',
      ],
    },
    quote: {
      subject: (n) => `Ihr Angebot ${n} von Print Portal`,
      greeting: (name) => `Guten Tag ${name}`,
      body: (n, total) => [
        `Im Anhang finden Sie unser unverbindliches Angebot ${n} über ${total}.`,
      ],
    },
    'payment-received': {
      subject: (n) => `Zahlung für Bestellung ${n} erhalten`,
      greeting: (name) => `Guten Tag ${name}`,
      body: (n, total) => [
        `Wir haben Ihre Zahlung von ${total} für die Bestellung ${n} erhalten. Die Produktion beginnt.`,
      ],
    },
  },
  en: {
    ordered: {
      subject: (n) => `Your order ${n} at Print Portal`,
      greeting: (name) => `Hello ${name}`,
      body: (n, total, method) => [
        `Thank you for your order ${n} of ${total} (payment method: ${method}).`,
        'The order is attached as a PDF.',
      ],
    },
    quote: {
      subject: (n) => `Your quote ${n} from Print Portal`,
      greeting: (name) => `Hello ${name}`,
      body: (n, total) => [`Please find attached our non-binding quote ${n} of ${total}.`],
    },
    'payment-received': {
      subject: (n) => `Payment for order ${n} received`,
      greeting: (name) => `Hello ${name}`,
      body: (n, total) => [
        `We have received your payment of ${total} for order ${n}. Production starts now.`,
      ],
    },
  },
  fr: {
    ordered: {
      subject: (n) => `Votre commande ${n} chez Print Portal`,
      greeting: (name) => `Bonjour ${name}`,
      body: (n, total, method) => [
        `Merci pour votre commande ${n} de ${total} (mode de paiement : ${method}).`,
        'Vous trouverez la commande en PDF en pièce jointe.',
      ],
    },
    quote: {
      subject: (n) => `Votre offre ${n} de Print Portal`,
      greeting: (name) => `Bonjour ${name}`,
      body: (n, total) => [
        `Vous trouverez en pièce jointe notre offre sans engagement ${n} de ${total}.`,
      ],
    },
    'payment-received': {
      subject: (n) => `Paiement de la commande ${n} reçu`,
      greeting: (name) => `Bonjour ${name}`,
      body: (n, total) => [
        `Nous avons reçu votre paiement de ${total} pour la commande ${n}. La production commence.`,
      ],
    },
  },
};

/**
 * Which PDF goes with a mail: invoice (with QR-bill) for invoice and prepaid orders, the
 * confirmation for PayPal, the quote for a quote; none when a payment arrived.
 */
export function attachmentKindOf(
  event: OrderMailEvent,
  input: OrderMailInput,
): OrderDocumentKind | null {
  if (event === 'payment-received') return null;
  if (event === 'quote') return 'quote';
  return input.paymentMethod === 'billing' || input.paymentMethod === 'prepaid'
    ? 'invoice'
    : 'confirmation';
}

export function pdfFileName(kind: OrderDocumentKind, input: OrderMailInput): string {
  const title = DOCUMENT_TEXTS[input.language].title[kind].replace(/[^\p{L}\p{N}]+/gu, '-');
  return `${title}-${input.orderNumber}.pdf`;
}

const DELIVERY_LINE: Readonly<Record<ShopLanguage, (date: string) => string>> = {
  de: (date) => `Voraussichtliche Lieferung: ${date}.`,
  en: (date) => `Expected delivery: ${date}.`,
  fr: (date) => `Livraison prévue : ${date}.`,
};

/** The order's delivery date (the same as on the PDF), for an order mail; none for a quote. */
function deliveryParagraphs(event: OrderMailEvent, input: OrderMailInput): string[] {
  if (event !== 'ordered' || !input.deliveryDate) return [];
  const line = DELIVERY_LINE[input.language];
  return [line(formatDeliveryDate(input.deliveryDate, input.language))];
}

/** The customer's mail in their language and the shop's copy (German, the shop's language). */
export function buildOrderMails(
  event: OrderMailEvent,
  input: OrderMailInput,
  attachment: MailAttachment | null,
  shopEmail: string,
  /** SHOP_VAT_ID: the mails' footer (MWSTG Art. 26); null: none. */
  shopVatId: string | null = null,
): { readonly customer: MailMessage; readonly shop: MailMessage } {
  const footer = shopVatId ? { footer: `Print Portal · ${shopVatId}` } : {};
  const texts = ORDER_MAIL_TEXTS[input.language][event];
  const name = `${input.billingAddress.firstname} ${input.billingAddress.lastname}`.trim();
  const method = DOCUMENT_TEXTS[input.language].paymentMethods[input.paymentMethod];
  const content = renderMail({
    lang: input.language,
    subject: texts.subject(input.orderNumber),
    greeting: texts.greeting(name),
    paragraphs: [
      ...texts.body(input.orderNumber, formatChf(input.totalCents), method),
      ...deliveryParagraphs(event, input),
    ],
    ...footer,
  });
  const attachments = attachment ? [attachment] : [];
  const customer: MailMessage = { to: input.email, ...content, attachments };
  const shopTexts = ORDER_MAIL_TEXTS.de[event];
  const shopContent = renderMail({
    lang: 'de',
    subject: `[Kopie] ${shopTexts.subject(input.orderNumber)}`,
    greeting: `Kopie der Kundenmail an ${input.email}`,
    paragraphs: [
      ...shopTexts.body(
        input.orderNumber,
        formatChf(input.totalCents),
        DOCUMENT_TEXTS.de.paymentMethods[input.paymentMethod],
      ),
      ...deliveryParagraphs(event, { ...input, language: 'de' }),
      `Kunde: ${name}, ${input.email}${input.customer.phone ? `, ${input.customer.phone}` : ''}; Sprache: ${input.language}`,
    ],
    ...footer,
  });
  const shop: MailMessage = { to: shopEmail, replyTo: input.email, ...shopContent, attachments };
  return { customer, shop };
}
