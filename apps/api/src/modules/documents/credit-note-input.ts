import type { AddressWithCountry } from '@print/contracts';
import type { ShopLanguage } from '@print/domain';

/**
 * A credit note as the documents module renders it (issue 26 item 4, MWSTG Art. 27 para. 4):
 * plain data from the credit note's stored snapshot, every figure computed by packages/domain
 * (credit-note.ts) when the credit note was made. Amounts are positive: what is credited.
 */
export interface CreditNoteDocumentInput {
  readonly language: ShopLanguage;
  /** `GS-YYYY-NNNNNN`. */
  readonly number: string;
  /** ISO 8601 instant the credit note was issued. */
  readonly issuedAt: string;
  /** The invoice it revokes: its number is the order number. */
  readonly invoiceNumber: string;
  readonly invoiceDate: string;
  /** Revokes the invoice in full (else in part). */
  readonly isFull: boolean;
  readonly reason: string;
  readonly customer: { readonly email: string; readonly phone?: string | null };
  readonly billingAddress: AddressWithCountry;
  readonly referenceNumber: string;
  readonly lines: readonly {
    readonly name: string;
    readonly details: string;
    readonly quantity: number;
    readonly netCents: number;
  }[];
  readonly shippingNetCents: number;
  readonly shippingMethodName: string;
  readonly surchargeNetCents: number;
  readonly amountNetCents: number;
  readonly adjustmentNetCents: number;
  readonly taxes: readonly {
    readonly rateBp: number;
    readonly netCents: number;
    readonly taxCents: number;
  }[];
  readonly netCents: number;
  readonly taxCents: number;
  readonly grossCents: number;
}
