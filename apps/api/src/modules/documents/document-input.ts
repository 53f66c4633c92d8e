import type { AddressWithCountry } from '@print/contracts';
import type { PaymentMethodKey, ShopLanguage } from '@print/domain';

/**
 * Interface 4 of the checkout team: everything the documents module needs to render an order's
 * PDF (confirmation, invoice, quote) and its e-mails. Plain data, no database rows: the orders
 * module maps its order snapshot to this shape. All money in integer cents as computed by
 * packages/domain at order time; documents never recomputes totals.
 */
export type OrderDocumentKind = 'confirmation' | 'invoice' | 'quote' | 'receipt';
/**
 * ordered: the order mail (a PayPal order's only once its capture is COMPLETED, with the
 * receipt); payment-checking: PayPal holds the capture (no document); payment-received: a
 * prepaid transfer arrived.
 */
export type OrderMailEvent = 'ordered' | 'quote' | 'payment-received' | 'payment-checking';

/** A payment received for the order: what the receipt prints as "paid". */
export interface DocumentPayment {
  /** ISO 8601 timestamp of the payment's arrival. */
  readonly paidAt: string;
  readonly provider: 'paypal';
  /** PayPal's capture id. */
  readonly reference: string;
}

export interface DocumentLine {
  /** The file/part name as ordered. */
  readonly name: string;
  /** Print mode, material/finish, colour… already in the customer's language. */
  readonly details: string;
  readonly quantity: number;
  /** In the customer's tax display (business: net, private: gross), as ordered. */
  readonly unitCents: number;
  readonly lineCents: number;
}

export interface DocumentTax {
  readonly rateBp: number;
  readonly baseCents: number;
  readonly taxCents: number;
}

export interface OrderDocumentInput {
  readonly language: ShopLanguage;
  /** "YYYY-NNNNNN" */
  readonly orderNumber: string;
  /** ISO 8601 timestamp of the order (or quote request). */
  readonly orderDate: string;
  /** ISO 8601 date; invoice: packages/domain `invoiceDueDate` of orderDate (used when absent). */
  readonly dueDate?: string | null;
  readonly paymentMethod: PaymentMethodKey;
  /** true: lines are net prices; false: lines are gross (incl. tax) as the shop showed them. */
  readonly isBusinessCustomer: boolean;
  readonly customer: { readonly email: string; readonly phone?: string | null };
  /** As ordered; empty fields are not printed. */
  readonly billingAddress: AddressWithCountry;
  readonly shippingAddress: AddressWithCountry;
  readonly lines: readonly DocumentLine[];
  /**
   * Net sum of the lines before the voucher. The totals block is net for every customer (the
   * order's identities: positionNet − discount + surcharge + shipping = net; net + tax = total);
   * private customers' lines show gross prices, with their column headed "incl. VAT".
   */
  readonly positionNetCents: number;
  /** Net, ≥ 0; shown as a negative amount. 0 = no voucher line. */
  readonly discountCents: number;
  readonly voucherCode?: string | null;
  /** Net small-order surcharge; 0 = no line. */
  readonly surchargeCents: number;
  /** Net. */
  readonly shippingCents: number;
  readonly shippingMethodName: string;
  readonly taxes: readonly DocumentTax[];
  readonly netCents: number;
  /** What the customer pays (the QR-bill amount). */
  readonly totalCents: number;
  /** The customer's own reference (customerRemarks.referenceNumber). */
  readonly referenceNumber: string;
  /** The payment, once received (a paid PayPal order's receipt prints it); absent or null: unpaid. */
  readonly payment?: DocumentPayment | null;
  /** Production days (calendar days), when known. */
  readonly estimatedProductionTimeDays?: number | null;
  /** YYYY-MM-DD: the expected delivery (packages/domain deliveryDateFor), when known. */
  readonly deliveryDate?: string | null;
  /**
   * A staff-answered offer (kind 'quote', issue 25 item 7): its revision and last day. The lines
   * and totals are then the offered ones; estimatedProductionTimeDays is the offer's lead time.
   */
  readonly offer?: { readonly revision: number; readonly validUntil: string } | null;
}

/** sendOrderMail's input: the document data plus the address the customer mail goes to. */
export type OrderMailInput = OrderDocumentInput & { readonly email: string };
