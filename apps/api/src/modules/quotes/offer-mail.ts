import { formatChf, formatDeliveryDate, type ShopLanguage } from '@print/domain';
import { renderMail, type MailMessage } from '../mail/index.js';

/** What the offer mail says: the revision, its total, its last day, the links. */
export interface OfferMailInput {
  readonly to: string;
  readonly language: ShopLanguage;
  readonly customerName: string;
  readonly orderNumber: string;
  readonly revision: number;
  readonly totalCents: number;
  readonly validUntil: string;
  readonly leadTimeDays: number;
  /** The signed link: the offer page that accepts without signing in. */
  readonly acceptUrl: string;
  /** The order's page in the account (accepting there needs the sign-in). */
  readonly accountUrl: string;
  readonly pdf: { readonly filename: string; readonly content: Buffer };
}

const TEXTS: Readonly<
  Record<
    ShopLanguage,
    {
      readonly subject: (number: string, revision: number) => string;
      readonly greeting: (name: string) => string;
      readonly paragraphs: (i: OfferMailInput, total: string, date: string) => string[];
      readonly action: string;
      readonly note: (accountUrl: string) => string;
    }
  >
> = {
  de: {
    subject: (n, r) => `Unser Angebot ${n} (Revision ${r})`,
    greeting: (name) => (name ? `Guten Tag ${name}` : 'Guten Tag'),
    paragraphs: (i, total, date) => [
      `Vielen Dank für Ihre Anfrage. Im Anhang finden Sie unser Angebot ${i.orderNumber} (Revision ${i.revision}) über ${total}.`,
      `Produktionszeit: ${i.leadTimeDays} Tage. Das Angebot gilt bis und mit ${date}.`,
      'Mit einem Klick nehmen Sie es an; danach erhalten Sie die Auftragsbestätigung mit der Rechnung zur Vorauszahlung.',
    ],
    action: 'Angebot ansehen und annehmen',
    note: (url) => `Sie können das Angebot auch in Ihrem Kundenkonto annehmen: ${url}`,
  },
  en: {
    subject: (n, r) => `Our offer ${n} (revision ${r})`,
    greeting: (name) => (name ? `Hello ${name}` : 'Hello'),
    paragraphs: (i, total, date) => [
      `Thank you for your request. Please find attached our offer ${i.orderNumber} (revision ${i.revision}) of ${total}.`,
      `Production time: ${i.leadTimeDays} days. The offer is valid until ${date} inclusive.`,
      'Accept it with one click; you then receive the order confirmation with the invoice for prepayment.',
    ],
    action: 'View and accept the offer',
    note: (url) => `You can also accept the offer in your account: ${url}`,
  },
  fr: {
    subject: (n, r) => `Notre offre ${n} (révision ${r})`,
    greeting: (name) => (name ? `Bonjour ${name}` : 'Bonjour'),
    paragraphs: (i, total, date) => [
      `Merci de votre demande. Vous trouverez ci-joint notre offre ${i.orderNumber} (révision ${i.revision}) de ${total}.`,
      `Délai de production : ${i.leadTimeDays} jours. L'offre est valable jusqu'au ${date} inclus.`,
      'Acceptez-la en un clic ; vous recevrez ensuite la confirmation de commande avec la facture de prépaiement.',
    ],
    action: "Voir et accepter l'offre",
    note: (url) => `Vous pouvez aussi accepter l'offre dans votre compte : ${url}`,
  },
};

/** The customer's offer mail in the order's language, the offer PDF attached. */
export function buildOfferMail(input: OfferMailInput): MailMessage {
  const t = TEXTS[input.language];
  const rendered = renderMail({
    lang: input.language,
    subject: t.subject(input.orderNumber, input.revision),
    greeting: t.greeting(input.customerName),
    paragraphs: t.paragraphs(
      input,
      formatChf(input.totalCents),
      formatDeliveryDate(input.validUntil, input.language),
    ),
    action: { label: t.action, url: input.acceptUrl },
    note: t.note(input.accountUrl),
  });
  return {
    to: input.to,
    ...rendered,
    attachments: [
      { filename: input.pdf.filename, contentType: 'application/pdf', content: input.pdf.content },
    ],
  };
}
