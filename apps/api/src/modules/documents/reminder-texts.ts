import type { ReminderLevel, ShopLanguage } from '@print/domain';

/** The reminder's words in the customer's language: PDF and mail. */
export interface ReminderTexts {
  readonly title: Readonly<Record<ReminderLevel, string>>;
  readonly invoice: string;
  readonly invoiceDate: string;
  readonly dueDate: string;
  readonly date: string;
  readonly invoiceTotal: string;
  readonly paid: string;
  readonly credited: string;
  readonly open: string;
  readonly body: (invoice: string, dueDate: string) => Readonly<Record<ReminderLevel, string>>;
  readonly payNow: string;
  readonly alreadyPaid: string;
  readonly subject: (level: ReminderLevel, invoice: string) => string;
  readonly greeting: string;
  readonly attached: string;
}

const de: ReminderTexts = {
  title: { 1: 'Zahlungserinnerung', 2: '2. Mahnung' },
  invoice: 'Rechnung Nr.',
  invoiceDate: 'Rechnungsdatum',
  dueDate: 'Fällig am',
  date: 'Datum',
  invoiceTotal: 'Rechnungsbetrag',
  paid: 'Bereits bezahlt',
  credited: 'Gutgeschrieben',
  open: 'Offener Betrag',
  body: (invoice, due) => ({
    1: `Sicher ist es Ihrer Aufmerksamkeit entgangen: Unsere Rechnung ${invoice} war am ${due} fällig, und wir haben noch keine vollständige Zahlung erhalten.`,
    2: `Trotz unserer Zahlungserinnerung ist unsere Rechnung ${invoice}, fällig am ${due}, noch nicht vollständig bezahlt.`,
  }),
  payNow: 'Bitte überweisen Sie den offenen Betrag mit der beigefügten QR-Rechnung.',
  alreadyPaid:
    'Sollte sich Ihre Zahlung mit diesem Schreiben gekreuzt haben, betrachten Sie es bitte als gegenstandslos.',
  subject: (level, invoice) =>
    level === 1 ? `Zahlungserinnerung zu Rechnung ${invoice}` : `2. Mahnung zu Rechnung ${invoice}`,
  greeting: 'Guten Tag',
  attached: 'Sie finden das Schreiben mit der QR-Rechnung im Anhang.',
};

const en: ReminderTexts = {
  title: { 1: 'Payment reminder', 2: 'Second reminder' },
  invoice: 'Invoice no.',
  invoiceDate: 'Invoice date',
  dueDate: 'Due on',
  date: 'Date',
  invoiceTotal: 'Invoice amount',
  paid: 'Already paid',
  credited: 'Credited',
  open: 'Amount open',
  body: (invoice, due) => ({
    1: `Perhaps it has slipped your attention: our invoice ${invoice} was due on ${due}, and we have not yet received full payment.`,
    2: `Despite our payment reminder, our invoice ${invoice}, due on ${due}, has still not been paid in full.`,
  }),
  payNow: 'Please transfer the amount open using the enclosed QR-bill.',
  alreadyPaid: 'If your payment has crossed with this letter, please disregard it.',
  subject: (level, invoice) =>
    level === 1
      ? `Payment reminder for invoice ${invoice}`
      : `Second reminder for invoice ${invoice}`,
  greeting: 'Hello',
  attached: 'The letter with the QR-bill is attached.',
};

const fr: ReminderTexts = {
  title: { 1: 'Rappel de paiement', 2: 'Deuxième rappel' },
  invoice: 'Facture n°',
  invoiceDate: 'Date de facture',
  dueDate: 'Échéance',
  date: 'Date',
  invoiceTotal: 'Montant de la facture',
  paid: 'Déjà payé',
  credited: 'Crédité',
  open: 'Montant ouvert',
  body: (invoice, due) => ({
    1: `Cela vous a sans doute échappé : notre facture ${invoice} était payable le ${due} et nous n’avons pas encore reçu le paiement complet.`,
    2: `Malgré notre rappel, notre facture ${invoice}, payable le ${due}, n’est toujours pas entièrement réglée.`,
  }),
  payNow: 'Veuillez virer le montant ouvert au moyen de la QR-facture ci-jointe.',
  alreadyPaid: 'Si votre paiement a croisé ce courrier, veuillez ne pas en tenir compte.',
  subject: (level, invoice) =>
    level === 1 ? `Rappel de paiement, facture ${invoice}` : `Deuxième rappel, facture ${invoice}`,
  greeting: 'Bonjour',
  attached: 'Vous trouverez le courrier avec la QR-facture en pièce jointe.',
};

export const REMINDER_TEXTS: Readonly<Record<ShopLanguage, ReminderTexts>> = { de, en, fr };
