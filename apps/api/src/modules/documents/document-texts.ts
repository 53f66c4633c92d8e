import type { PaymentMethodKey, ShopLanguage } from '@print/domain';
import type { OrderDocumentKind } from './document-input.js';

/** The PDF's words in the customer's language (the web's i18n files are not on the server). */
export interface DocumentTexts {
  readonly title: Readonly<Record<OrderDocumentKind, string>>;
  readonly orderNumber: string;
  readonly quoteNumber: string;
  readonly orderDate: string;
  readonly dueDate: string;
  readonly payableInAdvance: string;
  readonly yourReference: string;
  readonly paymentMethod: string;
  readonly paymentMethods: Readonly<Record<PaymentMethodKey, string>>;
  readonly billingAddress: string;
  readonly shippingAddress: string;
  readonly email: string;
  readonly phone: string;
  readonly vatNumber: string;
  readonly columns: {
    readonly position: string;
    readonly item: string;
    readonly quantity: string;
    readonly unit: string;
    readonly line: string;
  };
  readonly positions: string;
  /** Private customers: the sum of the lines as printed (gross). */
  readonly positionsInclTax: string;
  /** What the per-line rounding of gross prices leaves to the total. */
  readonly rounding: string;
  readonly voucher: string;
  readonly surcharge: string;
  readonly shipping: string;
  readonly net: string;
  readonly taxPlus: string;
  readonly taxIncluded: string;
  readonly linesIncludeTax: string;
  readonly total: string;
  readonly productionTime: string;
  /** Production days are calendar days: "1 Tag" / "4 Tage". */
  readonly days: (count: number) => string;
  readonly deliveryDate: string;

  readonly quoteValidity: string;
  /** A staff-answered offer (issue 25 item 7): its revision, last day and the note. */
  readonly offerRevision: string;
  readonly offerValidUntil: string;
  readonly offerValidity: (date: string) => string;
  readonly invoiceNote: string;
  readonly prepaidNote: string;
  readonly confirmationNote: string;
  /** The receipt: an invoice marked paid. */
  readonly paid: string;
  readonly receiptNote: string;
  readonly page: string;
  readonly continued: string;
}

const de: DocumentTexts = {
  title: {
    confirmation: 'Auftragsbestätigung',
    invoice: 'Rechnung',
    quote: 'Angebot',
    receipt: 'Rechnung (Quittung)',
  },
  orderNumber: 'Bestellnummer',
  quoteNumber: 'Angebotsnummer',
  orderDate: 'Datum',
  dueDate: 'Zahlbar bis',
  payableInAdvance: 'Zahlbar im Voraus',
  yourReference: 'Ihre Referenz',
  paymentMethod: 'Zahlungsart',
  paymentMethods: {
    billing: 'Rechnung',
    prepaid: 'Vorauskasse',
    paypal: 'PayPal',
    quote: 'Angebot',
  },
  billingAddress: 'Rechnungsadresse',
  shippingAddress: 'Lieferadresse',
  email: 'E-Mail',
  phone: 'Telefon',
  vatNumber: 'MWST-Nr.',
  columns: {
    position: 'Pos.',
    item: 'Artikel',
    quantity: 'Menge',
    unit: 'Einzelpreis',
    line: 'Betrag',
  },
  positions: 'Positionen netto',
  positionsInclTax: 'Positionen inkl. MWST',
  rounding: 'Rundungsdifferenz',
  voucher: 'Gutschein',
  surcharge: 'Mindermengenzuschlag',
  shipping: 'Versand',
  net: 'Total netto',
  taxPlus: 'zzgl. MWST',
  taxIncluded: 'inkl. MWST',
  linesIncludeTax: 'Einzelpreise und Beträge der Positionen inkl. MWST.',
  total: 'Total',
  productionTime: 'Produktionszeit',
  days: (count) => (count === 1 ? '1 Tag' : `${count} Tage`),
  deliveryDate: 'Voraussichtliche Lieferung',
  quoteValidity: 'Dieses Angebot ist unverbindlich und 30 Tage gültig.',
  offerRevision: 'Revision',
  offerValidUntil: 'Gültig bis',
  offerValidity: (date) =>
    `Dieses Angebot gilt bis und mit ${date}. Sie nehmen es in Ihrem Kundenkonto oder über den Link in unserer E-Mail an; eine neuere Revision ersetzt es.`,
  invoiceNote: 'Bitte überweisen Sie den Betrag mit dem untenstehenden QR-Einzahlungsschein.',
  prepaidNote:
    'Die Produktion beginnt, sobald Ihre Zahlung eingegangen ist. Bitte verwenden Sie den QR-Einzahlungsschein.',
  confirmationNote: 'Vielen Dank für Ihre Bestellung.',
  paid: 'Bezahlt',
  receiptNote: 'Der Betrag ist bezahlt. Vielen Dank für Ihre Bestellung.',
  page: 'Seite',
  continued: 'Fortsetzung',
};

const en: DocumentTexts = {
  title: {
    confirmation: 'Order confirmation',
    invoice: 'Invoice',
    quote: 'Quote',
    receipt: 'Invoice (receipt)',
  },
  orderNumber: 'Order number',
  quoteNumber: 'Quote number',
  orderDate: 'Date',
  dueDate: 'Payable by',
  payableInAdvance: 'Payable in advance',
  yourReference: 'Your reference',
  paymentMethod: 'Payment method',
  paymentMethods: { billing: 'Invoice', prepaid: 'Prepayment', paypal: 'PayPal', quote: 'Quote' },
  billingAddress: 'Billing address',
  shippingAddress: 'Shipping address',
  email: 'E-mail',
  phone: 'Phone',
  vatNumber: 'VAT no.',
  columns: { position: 'Pos.', item: 'Item', quantity: 'Qty', unit: 'Unit price', line: 'Amount' },
  positions: 'Items net',
  positionsInclTax: 'Items incl. VAT',
  rounding: 'Rounding difference',
  voucher: 'Voucher',
  surcharge: 'Small-order surcharge',
  shipping: 'Shipping',
  net: 'Net total',
  taxPlus: 'plus VAT',
  taxIncluded: 'incl. VAT',
  linesIncludeTax: 'Unit prices and item amounts include VAT.',
  total: 'Total',
  productionTime: 'Production time',
  days: (count) => (count === 1 ? '1 day' : `${count} days`),
  deliveryDate: 'Expected delivery',
  quoteValidity: 'This quote is non-binding and valid for 30 days.',
  offerRevision: 'Revision',
  offerValidUntil: 'Valid until',
  offerValidity: (date) =>
    `This offer is valid until ${date} inclusive. Accept it in your account or through the link in our e-mail; a newer revision replaces it.`,
  invoiceNote: 'Please pay the amount with the QR-bill below.',
  prepaidNote: 'Production starts once your payment has arrived. Please use the QR-bill below.',
  confirmationNote: 'Thank you for your order.',
  paid: 'Paid',
  receiptNote: 'The amount has been paid. Thank you for your order.',
  page: 'Page',
  continued: 'continued',
};

const fr: DocumentTexts = {
  title: {
    confirmation: 'Confirmation de commande',
    invoice: 'Facture',
    quote: 'Offre',
    receipt: 'Facture (quittance)',
  },
  orderNumber: 'Numéro de commande',
  quoteNumber: "Numéro d'offre",
  orderDate: 'Date',
  dueDate: 'Payable jusqu’au',
  payableInAdvance: 'Payable d’avance',
  yourReference: 'Votre référence',
  paymentMethod: 'Mode de paiement',
  paymentMethods: {
    billing: 'Facture',
    prepaid: 'Paiement anticipé',
    paypal: 'PayPal',
    quote: 'Offre',
  },
  billingAddress: 'Adresse de facturation',
  shippingAddress: 'Adresse de livraison',
  email: 'E-mail',
  phone: 'Téléphone',
  vatNumber: 'N° TVA',
  columns: {
    position: 'Pos.',
    item: 'Article',
    quantity: 'Qté',
    unit: 'Prix unitaire',
    line: 'Montant',
  },
  positions: 'Positions nettes',
  positionsInclTax: 'Positions TVA incluse',
  rounding: 'Différence d’arrondi',
  voucher: 'Bon',
  surcharge: 'Supplément petite commande',
  shipping: 'Livraison',
  net: 'Total net',
  taxPlus: 'plus TVA',
  taxIncluded: 'TVA incluse',
  linesIncludeTax: 'Prix unitaires et montants des positions TVA incluse.',
  total: 'Total',
  productionTime: 'Délai de production',
  days: (count) => (count === 1 ? '1 jour' : `${count} jours`),
  deliveryDate: 'Livraison prévue',
  quoteValidity: 'Cette offre est sans engagement et valable 30 jours.',
  offerRevision: 'Révision',
  offerValidUntil: "Valable jusqu'au",
  offerValidity: (date) =>
    `Cette offre est valable jusqu'au ${date} inclus. Acceptez-la dans votre compte ou par le lien de notre e-mail ; une révision plus récente la remplace.`,
  invoiceNote: 'Veuillez payer le montant avec la QR-facture ci-dessous.',
  prepaidNote:
    'La production commence dès réception de votre paiement. Veuillez utiliser la QR-facture ci-dessous.',
  confirmationNote: 'Merci pour votre commande.',
  paid: 'Payé',
  receiptNote: 'Le montant est payé. Merci pour votre commande.',
  page: 'Page',
  continued: 'suite',
};

export const DOCUMENT_TEXTS: Readonly<Record<ShopLanguage, DocumentTexts>> = { de, en, fr };

const LOCALES: Readonly<Record<ShopLanguage, string>> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH' };

/** "25.11.2026" / "25/11/2026" / "25.11.2026", as a Swiss day (Europe/Zurich). */
export function formatDocumentDate(iso: string, language: ShopLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** 810 bp → "8.1 %". */
export function formatRateBp(rateBp: number): string {
  return `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
}
