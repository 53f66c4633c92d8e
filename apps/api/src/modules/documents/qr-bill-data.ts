import type { Data } from 'swissqrbill/types';
import {
  buildPaymentReference,
  formatDebtorName,
  formatPaymentAmount,
  isValidCreditorReference,
  isValidQrReference,
  validateQrBillAmountCents,
  err,
  ok,
  type PaymentReferenceErrorCode,
  type Result,
} from '@print/domain';
import type { AddressWithCountry } from '@print/contracts';
import type { OrderDocumentInput } from './document-input.js';
import { toQrBillCharacterSet } from './qr-bill-text.js';

/** The shop as creditor of its QR-bills (SHOP_CREDITOR_* in the configuration). */
export interface CreditorSettings {
  readonly name: string;
  /** Street and house number as one line, e.g. "Industriestrasse 12". */
  readonly street: string;
  readonly postalCode: string;
  readonly town: string;
  /** CH or LI; SIX 2.3 allows only these accounts. */
  readonly country: string;
  /** IBAN or QR-IBAN (a QR-IBAN gets a QRR reference, an IBAN an RF creditor reference). */
  readonly iban: string;
  /** The shop's VAT number (SHOP_VAT_ID), printed in every document's letterhead; null: none. */
  readonly vatId?: string | null;
}

export type QrBillReferenceType = 'QRR' | 'SCOR';

/**
 * Checks what swissqrbill lets through (SIX IG 2.3): a QRR reference is 27 digits with the
 * recursive mod-10 check digit, an SCOR reference a valid ISO 11649 RF reference.
 */
export function validateQrBillReference(
  type: QrBillReferenceType,
  reference: string,
): Result<string, PaymentReferenceErrorCode> {
  const isValid =
    type === 'QRR' ? isValidQrReference(reference) : isValidCreditorReference(reference);
  return isValid
    ? ok(reference.replace(/\s+/g, ''))
    : err('REFERENCE_INVALID', `Not a valid ${type} reference`, { type });
}

/** SIX IG 2.3: a party's name has room for 70 characters. */
const QR_NAME_MAX_LENGTH = 70;

/**
 * The debtor (DECISIONS.md "Customer data"): the person, with the company when there is one —
 * "Muster AG, Anna Muster"; a private customer is "Anna Muster", never "Privat".
 */
function debtorName(address: AddressWithCountry): string {
  return formatDebtorName(address, QR_NAME_MAX_LENGTH);
}

/**
 * The QR-bill of an order: amount and reference validated by our rules before the library sees
 * them; the debtor is the billing address's person (with its company when there is one). Fails with QR_BILL_AMOUNT_OUT_OF_RANGE, IBAN_INVALID or
 * REFERENCE_INVALID.
 */
export function buildQrBillData(
  input: Pick<OrderDocumentInput, 'orderNumber' | 'totalCents' | 'billingAddress'> & {
    readonly message?: string;
  },
  creditor: CreditorSettings,
): Result<
  { readonly data: Data; readonly referenceType: QrBillReferenceType },
  PaymentReferenceErrorCode
> {
  const amount = validateQrBillAmountCents(input.totalCents);
  if (!amount.ok) return amount;
  const built = buildPaymentReference(creditor.iban, input.orderNumber);
  if (!built.ok) return built;
  const reference = validateQrBillReference(built.value.type, built.value.reference);
  if (!reference.ok) return reference;
  const debtor = input.billingAddress;
  const data: Data = {
    currency: 'CHF',
    // Cents → francs once, from the exact decimal string (no binary error on large amounts).
    amount: Number(formatPaymentAmount(amount.value)),
    reference: reference.value,
    creditor: {
      account: creditor.iban.replace(/\s+/g, ''),
      name: creditor.name.slice(0, 70),
      address: creditor.street.slice(0, 70),
      zip: creditor.postalCode,
      city: creditor.town.slice(0, 35),
      country: creditor.country,
    },
    debtor: {
      name: debtorName(debtor),
      address: debtor.street.slice(0, 70),
      zip: debtor.postalCode.slice(0, 16),
      city: debtor.city.slice(0, 35),
      country: debtor.countryCode.toUpperCase(),
    },
    ...(input.message ? { message: input.message.slice(0, 140) } : {}),
  };
  return ok({ data: toQrBillCharacterSet(data), referenceType: built.value.type });
}
