import type { ShopLanguage } from '@print/domain';

/** The credit note's own words; the rest (columns, address labels) are the invoice's. */
export interface CreditNoteTexts {
  readonly title: string;
  readonly number: string;
  readonly date: string;
  readonly invoice: string;
  readonly invoiceDate: string;
  readonly reason: string;
  readonly netAmount: string;
  readonly unitNet: string;
  readonly positions: string;
  readonly amount: string;
  readonly adjustment: string;
  readonly total: string;
  readonly revokesFull: (invoice: string) => string;
  readonly revokesPart: (invoice: string) => string;
}

const de: CreditNoteTexts = {
  title: 'Gutschrift',
  number: 'Gutschrift-Nr.',
  date: 'Datum',
  invoice: 'Zu Rechnung',
  invoiceDate: 'Rechnungsdatum',
  reason: 'Grund',
  netAmount: 'Betrag netto',
  unitNet: 'Einzelpreis netto',
  positions: 'Positionen netto',
  amount: 'Gutgeschriebener Betrag',
  adjustment: 'Bereits gutgeschrieben',
  total: 'Total Gutschrift',
  revokesFull: (invoice) => `Diese Gutschrift storniert die Rechnung ${invoice} vollständig.`,
  revokesPart: (invoice) => `Diese Gutschrift storniert die Rechnung ${invoice} teilweise.`,
};

const en: CreditNoteTexts = {
  title: 'Credit note',
  number: 'Credit note no.',
  date: 'Date',
  invoice: 'For invoice',
  invoiceDate: 'Invoice date',
  reason: 'Reason',
  netAmount: 'Net amount',
  unitNet: 'Unit price net',
  positions: 'Items net',
  amount: 'Amount credited',
  adjustment: 'Credited before',
  total: 'Total credited',
  revokesFull: (invoice) => `This credit note revokes invoice ${invoice} in full.`,
  revokesPart: (invoice) => `This credit note revokes invoice ${invoice} in part.`,
};

const fr: CreditNoteTexts = {
  title: 'Note de crédit',
  number: 'N° note de crédit',
  date: 'Date',
  invoice: 'Pour la facture',
  invoiceDate: 'Date de facture',
  reason: 'Motif',
  netAmount: 'Montant net',
  unitNet: 'Prix unitaire net',
  positions: 'Positions nettes',
  amount: 'Montant crédité',
  adjustment: 'Déjà crédité',
  total: 'Total crédité',
  revokesFull: (invoice) => `Cette note de crédit annule entièrement la facture ${invoice}.`,
  revokesPart: (invoice) => `Cette note de crédit annule partiellement la facture ${invoice}.`,
};

export const CREDIT_NOTE_TEXTS: Readonly<Record<ShopLanguage, CreditNoteTexts>> = { de, en, fr };
