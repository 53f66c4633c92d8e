import { formatChf, formatDeliveryDate, type ShopLanguage } from '@print/domain';
import { renderMail, type MailAttachment, type MailMessage } from '../mail/index.js';
import type { OrderDocumentKind, OrderMailEvent, OrderMailInput } from './document-input.js';
import { DOCUMENT_TEXTS } from './document-texts.js';
import { prepaidMailParagraphs, type PrepaymentInstructions } from './prepayment.js';

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
    'payment-checking': {
      subject: (n) => `Ihre Zahlung für Bestellung ${n} wird geprüft`,
      greeting: (name) => `Guten Tag ${name}`,
      body: (n, total) => [
        `Vielen Dank für Ihre Bestellung ${n}. PayPal prüft Ihre Zahlung von ${total} noch.`,
        'Sobald die Zahlung bestätigt ist, erhalten Sie die Bestellbestätigung mit der Quittung per E-Mail. Sie müssen nichts weiter tun.',
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
    'payment-checking': {
      subject: (n) => `Your payment for order ${n} is being checked`,
      greeting: (name) => `Hello ${name}`,
      body: (n, total) => [
        `Thank you for your order ${n}. PayPal is still checking your payment of ${total}.`,
        'As soon as the payment is confirmed, you will receive the order confirmation with the receipt by e-mail. There is nothing else you need to do.',
      ],
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
    'payment-checking': {
      subject: (n) => `Votre paiement pour la commande ${n} est en cours de vérification`,
      greeting: (name) => `Bonjour ${name}`,
      body: (n, total) => [
        `Merci pour votre commande ${n}. PayPal vérifie encore votre paiement de ${total}.`,
        'Dès que le paiement sera confirmé, vous recevrez la confirmation de commande avec la quittance par e-mail. Vous n’avez rien d’autre à faire.',
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

/** A paid order's mail says so (its receipt is attached). */
const PAID_LINE: Readonly<Record<ShopLanguage, string>> = {
  de: 'Ihre Zahlung ist eingegangen: Im Anhang finden Sie die Rechnung, als bezahlt markiert (Quittung).',
  en: 'Your payment has arrived: the attached invoice is marked paid (receipt).',
  fr: 'Votre paiement est arrivé : la facture jointe est marquée payée (quittance).',
};

/**
 * Which PDF goes with a mail: invoice (with QR-bill) for invoice and prepaid orders, the receipt
 * (the invoice marked paid, no QR-bill) for a paid PayPal order, the confirmation for a PayPal
 * order not (yet) paid, the quote for a quote; none when a payment arrived or is being checked.
 */
export function attachmentKindOf(
  event: OrderMailEvent,
  input: OrderMailInput,
): OrderDocumentKind | null {
  if (event === 'payment-received' || event === 'payment-checking') return null;
  if (event === 'quote') return 'quote';
  return input.paymentMethod === 'billing' || input.paymentMethod === 'prepaid'
    ? 'invoice'
    : input.payment
      ? 'receipt'
      : 'confirmation';
}

export function pdfFileName(kind: OrderDocumentKind, input: OrderMailInput): string {
  const title = DOCUMENT_TEXTS[input.language].title[kind]
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
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
  /** A prepaid order's account and reference: its order mail says to pay first. */
  prepayment: PrepaymentInstructions | null = null,
): { readonly customer: MailMessage; readonly shop: MailMessage } {
  const payFirst =
    event === 'ordered' && input.paymentMethod === 'prepaid' && prepayment !== null
      ? (language: ShopLanguage) => prepaidMailParagraphs(language, prepayment)
      : () => [];
  const footer = shopVatId ? { footer: `Print Portal · ${shopVatId}` } : {};
  const texts = ORDER_MAIL_TEXTS[input.language][event];
  const isReceipt = attachmentKindOf(event, input) === 'receipt';
  const name = `${input.billingAddress.firstname} ${input.billingAddress.lastname}`.trim();
  const method = DOCUMENT_TEXTS[input.language].paymentMethods[input.paymentMethod];
  const content = renderMail({
    lang: input.language,
    subject: texts.subject(input.orderNumber),
    greeting: texts.greeting(name),
    paragraphs: [
      ...texts.body(input.orderNumber, formatChf(input.totalCents), method),
      ...payFirst(input.language),
      ...deliveryParagraphs(event, input),
      ...(isReceipt ? [PAID_LINE[input.language]] : []),
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
      ...payFirst('de'),
      ...deliveryParagraphs(event, { ...input, language: 'de' }),
      ...(isReceipt ? [PAID_LINE.de] : []),
      `Kunde: ${name}, ${input.email}${input.customer.phone ? `, ${input.customer.phone}` : ''}; Sprache: ${input.language}`,
    ],
    ...footer,
  });
  const shop: MailMessage = { to: shopEmail, replyTo: input.email, ...shopContent, attachments };
  return { customer, shop };
}
