import { buildPaymentReference, formatChf, type ShopLanguage } from '@print/domain';
import type { CreditorSettings } from './qr-bill-data.js';

/** What a prepaid order's customer needs to pay it: the QR-bill's account and reference. */
export interface PrepaymentInstructions {
  readonly amountCents: number;
  readonly creditorName: string;
  /** Grouped in fours, as printed on the QR-bill. */
  readonly iban: string;
  /** Grouped as printed on the QR-bill (QRR: 2 + 5×5 digits, RF: fours). */
  readonly reference: string;
}

function groupFromEnd(value: string, size: number): string {
  const groups: string[] = [];
  for (let end = value.length; end > 0; end -= size) {
    groups.unshift(value.slice(Math.max(0, end - size), end));
  }
  return groups.join(' ');
}

/**
 * The instructions of a prepaid order (issue 24 point 13: production starts when the payment has
 * arrived); null when the creditor's IBAN cannot carry a reference (never with a checked config).
 */
export function prepaymentInstructions(
  creditor: Pick<CreditorSettings, 'name' | 'iban'>,
  orderNumber: string,
  amountCents: number,
): PrepaymentInstructions | null {
  const built = buildPaymentReference(creditor.iban, orderNumber);
  if (!built.ok) return null;
  const { type, reference } = built.value;
  const iban = creditor.iban.replace(/\s+/g, '');
  return {
    amountCents,
    creditorName: creditor.name,
    iban: iban.replace(/(.{4})/g, '$1 ').trim(),
    reference:
      type === 'QRR' ? groupFromEnd(reference, 5) : reference.replace(/(.{4})/g, '$1 ').trim(),
  };
}

const PREPAID_LINES: Readonly<
  Record<ShopLanguage, (total: string, iban: string, reference: string) => readonly string[]>
> = {
  de: (total, iban, reference) => [
    `Vorkasse: Wir beginnen mit der Produktion, sobald Ihre Zahlung von ${total} eingegangen ist.`,
    `Bitte bezahlen Sie mit dem QR-Einzahlungsschein der beigefügten Rechnung (IBAN ${iban}, Referenz ${reference}). Das Lieferdatum verschiebt sich um die Tage bis zum Zahlungseingang.`,
  ],
  en: (total, iban, reference) => [
    `Prepayment: we start production as soon as your payment of ${total} has arrived.`,
    `Please pay with the QR-bill of the attached invoice (IBAN ${iban}, reference ${reference}). The delivery date moves by the days until the payment arrives.`,
  ],
  fr: (total, iban, reference) => [
    `Paiement anticipé : nous commençons la production dès réception de votre paiement de ${total}.`,
    `Veuillez payer avec la QR-facture de la facture jointe (IBAN ${iban}, référence ${reference}). La date de livraison est repoussée des jours jusqu’à la réception du paiement.`,
  ],
};

/** The "pay first" paragraphs of a prepaid order's mail, in `language`. */
export function prepaidMailParagraphs(
  language: ShopLanguage,
  instructions: PrepaymentInstructions,
): readonly string[] {
  return PREPAID_LINES[language](
    formatChf(instructions.amountCents),
    instructions.iban,
    instructions.reference,
  );
}
