import type { AddressWithCountry } from '@print/contracts';
import type { ReminderLevel, ShopLanguage } from '@print/domain';

/**
 * A payment reminder as the documents module renders it (issue 26 item 2): plain data, the
 * amounts computed by packages/domain openAmountCents when the reminder was made and stored
 * with it. The QR-bill asks for `openCents` with the invoice's own reference.
 */
export interface ReminderDocumentInput {
  readonly language: ShopLanguage;
  readonly level: ReminderLevel;
  /** "YYYY-NNNNNN": the invoice number and the QR reference's source. */
  readonly orderNumber: string;
  /** ISO 8601 instant of the order (the invoice's date). */
  readonly invoiceDate: string;
  /** YYYY-MM-DD. */
  readonly dueDate: string;
  /** ISO 8601 instant the reminder was made. */
  readonly issuedAt: string;
  readonly email: string;
  readonly billingAddress: AddressWithCountry;
  readonly referenceNumber: string;
  readonly totalCents: number;
  readonly paidCents: number;
  readonly creditedCents: number;
  readonly openCents: number;
}
