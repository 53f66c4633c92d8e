import { divideRoundHalfAwayFromZero, sumCents } from './money.js';
import { err, ok, type Result } from './result.js';
import { computeTaxCents } from './tax.js';

/**
 * Credit notes (MWSTG Art. 27 para. 4, rulings "Credit notes have their own number series and
 * revoke an invoice in full or in part"): what a credit note takes back from an invoice, in
 * integer cents, with the VAT per rate as the invoice has it. Nothing here knows where the
 * invoice or the earlier credit notes are stored.
 *
 * VAT of a credit note: the invoice's tax is computed once on its net total (rulings "Tax"). A
 * credit note's tax is the tax of everything credited so far including it, minus the tax of the
 * credit notes before it (`taxOfCredited(n)` is the invoice's own tax at the invoice's net total).
 * So every credit note's VAT is its net at the invoice's rate, rounded once, and the credit notes
 * of an invoice credited in full add up to the invoice's net, VAT and gross to the cent.
 */

/** The prefix of credit-note numbers: `GS-YYYY-NNNNNN` ("Gutschrift"), a series of its own. */
export const CREDIT_NOTE_NUMBER_PREFIX = 'GS';
/** Six digits per year, like order numbers. */
export const CREDIT_NOTE_SEQUENCE_MAX = 999_999;

const CREDIT_NOTE_NUMBER_PATTERN = /^GS-(\d{4})-(\d{6})$/;

/** `GS-2026-000001`. Throws RangeError outside 1..999 999 or for a year without four digits. */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`credit note year must have four digits, got ${year}`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > CREDIT_NOTE_SEQUENCE_MAX) {
    throw new RangeError(
      `credit note sequence must be 1..${CREDIT_NOTE_SEQUENCE_MAX}, got ${sequence}`,
    );
  }
  return `${CREDIT_NOTE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The parts of a well-formed credit-note number, or null. */
export function parseCreditNoteNumber(value: string): { year: number; sequence: number } | null {
  const match = CREDIT_NOTE_NUMBER_PATTERN.exec(value);
  if (match === null) return null;
  const sequence = Number(match[2]);
  return sequence === 0 ? null : { year: Number(match[1]), sequence };
}

/** The invoice as far as crediting goes (an order's snapshot). One VAT rate per invoice. */
export interface CreditableInvoice {
  readonly taxRateBp: number;
  /** Net per line after the voucher's share (lineNet − line discount), for the whole quantity. */
  readonly lines: readonly {
    readonly lineId: string;
    readonly quantity: number;
    readonly netCents: number;
  }[];
  readonly surchargeNetCents: number;
  readonly shippingNetCents: number;
  readonly netTotalCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
}

/** One VAT rate's figures of a document. */
export interface CreditNoteTax {
  readonly rateBp: number;
  readonly netCents: number;
  readonly taxCents: number;
  readonly grossCents: number;
}

/** What one credit note takes back; every amount ≥ 0 except `adjustmentNetCents`. */
export interface CreditNoteAmounts {
  readonly kind: 'full' | 'partial';
  readonly lines: readonly {
    readonly lineId: string;
    readonly quantity: number;
    readonly netCents: number;
  }[];
  readonly shippingNetCents: number;
  readonly surchargeNetCents: number;
  /** A free amount (goodwill, price reduction), its net part. */
  readonly amountNetCents: number;
  /**
   * A full credit note only: what brings its net to exactly what is left (≤ 0 when free amounts
   * were credited before: they are deducted). 0 otherwise.
   */
  readonly adjustmentNetCents: number;
  readonly taxes: readonly CreditNoteTax[];
  readonly netCents: number;
  readonly taxCents: number;
  readonly grossCents: number;
}

export type CreditNoteRequest =
  | { readonly kind: 'full' }
  | {
      readonly kind: 'partial';
      readonly lines: readonly { readonly lineId: string; readonly quantity: number }[];
      readonly includeShipping: boolean;
      readonly includeSurcharge: boolean;
      /** A free amount incl. VAT (what the customer gets back), ≥ 0. */
      readonly amountGrossCents: number;
    };

export type CreditNoteErrorCode =
  | 'CREDIT_NOTE_EMPTY'
  | 'CREDIT_NOTE_LINE_UNKNOWN'
  | 'CREDIT_NOTE_QUANTITY_EXCEEDED'
  | 'CREDIT_NOTE_ALREADY_CREDITED'
  | 'CREDIT_NOTE_EXCEEDS_INVOICE'
  | 'CREDIT_NOTE_NOTHING_LEFT';

/** What the invoice's earlier credit notes took back, summed. */
export interface CreditedSoFar {
  readonly netCents: number;
  readonly taxCents: number;
  readonly grossCents: number;
  readonly lineQuantities: ReadonlyMap<string, number>;
  readonly isShippingCredited: boolean;
  readonly isSurchargeCredited: boolean;
}

/** Sums earlier credit notes (any order). */
export function sumCredited(notes: readonly CreditNoteAmounts[]): CreditedSoFar {
  const lineQuantities = new Map<string, number>();
  for (const note of notes) {
    for (const line of note.lines) {
      lineQuantities.set(line.lineId, (lineQuantities.get(line.lineId) ?? 0) + line.quantity);
    }
  }
  return {
    netCents: sumCents(notes.map((note) => note.netCents)),
    taxCents: sumCents(notes.map((note) => note.taxCents)),
    grossCents: sumCents(notes.map((note) => note.grossCents)),
    lineQuantities,
    isShippingCredited: notes.some((note) => note.shippingNetCents > 0),
    isSurchargeCredited: notes.some((note) => note.surchargeNetCents > 0),
  };
}

/** What is left to credit on the invoice. */
export function remainingOf(
  invoice: CreditableInvoice,
  credited: CreditedSoFar,
): { readonly netCents: number; readonly taxCents: number; readonly grossCents: number } {
  return {
    netCents: invoice.netTotalCents - credited.netCents,
    taxCents: invoice.taxCents - credited.taxCents,
    grossCents: invoice.totalCents - credited.grossCents,
  };
}

/** The invoice's VAT on a cumulative credited net: its own figure at its net total. */
function taxOfCredited(invoice: CreditableInvoice, creditedNetCents: number): number {
  return creditedNetCents === invoice.netTotalCents
    ? invoice.taxCents
    : computeTaxCents(creditedNetCents, invoice.taxRateBp);
}

/** A line's net for its first `quantity` pieces: the rounding never lets the pieces drift. */
function lineShare(line: CreditableInvoice['lines'][number], quantity: number): number {
  return divideRoundHalfAwayFromZero(line.netCents * quantity, line.quantity);
}

/**
 * The net of a free amount so that the note's gross grows by exactly `grossCents` (or by a cent
 * more where the VAT's rounding skips that value): gross(n) = n + VAT of (credited + n) rises by
 * one or two cents per cent of net.
 */
function netOfGrossAmount(
  invoice: CreditableInvoice,
  credited: CreditedSoFar,
  baseNetCents: number,
  grossCents: number,
): number {
  if (grossCents === 0) return 0;
  const grossAt = (net: number) =>
    net + taxOfCredited(invoice, credited.netCents + baseNetCents + net);
  const start = grossAt(0);
  const estimate = divideRoundHalfAwayFromZero(grossCents * 10000, 10000 + invoice.taxRateBp);
  // The smallest net that reaches the amount: a skipped value rounds up, never down, so an amount
  // above what is left is never let through a cent lower.
  for (let net = Math.max(0, estimate - 3); net <= estimate + 3; net += 1) {
    if (grossAt(net) - start >= grossCents) return net;
  }
  return estimate + 3;
}

function figuresOf(
  invoice: CreditableInvoice,
  credited: CreditedSoFar,
  netCents: number,
): Pick<CreditNoteAmounts, 'taxes' | 'netCents' | 'taxCents' | 'grossCents'> {
  const taxCents = taxOfCredited(invoice, credited.netCents + netCents) - credited.taxCents;
  const grossCents = netCents + taxCents;
  return {
    taxes: [{ rateBp: invoice.taxRateBp, netCents, taxCents, grossCents }],
    netCents,
    taxCents,
    grossCents,
  };
}

function creditLines(
  invoice: CreditableInvoice,
  credited: CreditedSoFar,
  wanted: ReadonlyMap<string, number>,
): Result<CreditNoteAmounts['lines'], CreditNoteErrorCode> {
  const lines: { lineId: string; quantity: number; netCents: number }[] = [];
  for (const [lineId, quantity] of wanted) {
    const line = invoice.lines.find((candidate) => candidate.lineId === lineId);
    if (line === undefined) {
      return err('CREDIT_NOTE_LINE_UNKNOWN', 'The invoice has no such line', { lineId });
    }
    const before = credited.lineQuantities.get(lineId) ?? 0;
    const remaining = line.quantity - before;
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > remaining) {
      return err('CREDIT_NOTE_QUANTITY_EXCEEDED', 'More pieces than are left on the invoice', {
        lineId,
        remaining,
      });
    }
    const netCents = lineShare(line, before + quantity) - lineShare(line, before);
    lines.push({ lineId, quantity, netCents });
  }
  return ok(lines);
}

function fullCredit(
  invoice: CreditableInvoice,
  credited: CreditedSoFar,
): Result<CreditNoteAmounts, CreditNoteErrorCode> {
  const remaining = remainingOf(invoice, credited);
  if (remaining.netCents <= 0 && remaining.grossCents <= 0) {
    return err('CREDIT_NOTE_NOTHING_LEFT', 'The invoice is credited in full already');
  }
  const wanted = new Map<string, number>();
  for (const line of invoice.lines) {
    const left = line.quantity - (credited.lineQuantities.get(line.lineId) ?? 0);
    if (left > 0) wanted.set(line.lineId, left);
  }
  const lines = creditLines(invoice, credited, wanted);
  if (!lines.ok) return lines;
  const shippingNetCents = credited.isShippingCredited ? 0 : invoice.shippingNetCents;
  const surchargeNetCents = credited.isSurchargeCredited ? 0 : invoice.surchargeNetCents;
  const itemized = sumCents([
    ...lines.value.map((line) => line.netCents),
    shippingNetCents,
    surchargeNetCents,
  ]);
  return ok({
    kind: 'full',
    lines: lines.value,
    shippingNetCents,
    surchargeNetCents,
    amountNetCents: 0,
    adjustmentNetCents: remaining.netCents - itemized,
    ...figuresOf(invoice, credited, remaining.netCents),
  });
}

function wantedLines(
  lines: readonly { readonly lineId: string; readonly quantity: number }[],
): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    wanted.set(line.lineId, (wanted.get(line.lineId) ?? 0) + line.quantity);
  }
  return wanted;
}

/**
 * The amounts of a new credit note on `invoice` after the credit notes summed in `credited`.
 * Full: everything left (lines, shipping, surcharge, and the net exactly as left). Partial: the
 * chosen pieces (each line pro rata of its net after the voucher), shipping and surcharge in
 * full when asked, plus a free amount incl. VAT. Refused: nothing asked (CREDIT_NOTE_EMPTY), an
 * unknown line, more pieces than left (details.remaining), shipping or surcharge credited before
 * (CREDIT_NOTE_ALREADY_CREDITED), more net or gross than is left on the invoice
 * (CREDIT_NOTE_EXCEEDS_INVOICE, details.remainingGrossCents), nothing left at all.
 */
export function computeCreditNote(
  invoice: CreditableInvoice,
  credited: CreditedSoFar,
  request: CreditNoteRequest,
): Result<CreditNoteAmounts, CreditNoteErrorCode> {
  if (request.kind === 'full') return fullCredit(invoice, credited);
  const remaining = remainingOf(invoice, credited);
  if (remaining.netCents <= 0 && remaining.grossCents <= 0) {
    return err('CREDIT_NOTE_NOTHING_LEFT', 'The invoice is credited in full already');
  }
  const amountGrossCents = request.amountGrossCents;
  if (!Number.isSafeInteger(amountGrossCents) || amountGrossCents < 0) {
    throw new RangeError(`amountGrossCents must be cents ≥ 0, got ${amountGrossCents}`);
  }
  if (
    request.lines.length === 0 &&
    !request.includeShipping &&
    !request.includeSurcharge &&
    amountGrossCents === 0
  ) {
    return err('CREDIT_NOTE_EMPTY', 'Choose lines, shipping, the surcharge or an amount');
  }
  if (
    (request.includeShipping && credited.isShippingCredited) ||
    (request.includeSurcharge && credited.isSurchargeCredited)
  ) {
    return err('CREDIT_NOTE_ALREADY_CREDITED', 'Shipping or the surcharge is credited already', {
      part: request.includeShipping && credited.isShippingCredited ? 'shipping' : 'surcharge',
    });
  }
  const lines = creditLines(invoice, credited, wantedLines(request.lines));
  if (!lines.ok) return lines;
  const shippingNetCents = request.includeShipping ? invoice.shippingNetCents : 0;
  const surchargeNetCents = request.includeSurcharge ? invoice.surchargeNetCents : 0;
  const baseNetCents = sumCents([
    ...lines.value.map((line) => line.netCents),
    shippingNetCents,
    surchargeNetCents,
  ]);
  const amountNetCents = netOfGrossAmount(invoice, credited, baseNetCents, amountGrossCents);
  const netCents = baseNetCents + amountNetCents;
  const figures = figuresOf(invoice, credited, netCents);
  if (netCents > remaining.netCents || figures.grossCents > remaining.grossCents) {
    return err('CREDIT_NOTE_EXCEEDS_INVOICE', 'More than is left on the invoice', {
      remainingNetCents: remaining.netCents,
      remainingGrossCents: remaining.grossCents,
      requestedGrossCents: figures.grossCents,
    });
  }
  if (netCents === 0 && figures.grossCents === 0) {
    return err('CREDIT_NOTE_EMPTY', 'The chosen parts amount to nothing');
  }
  return ok({
    kind: 'partial',
    lines: lines.value,
    shippingNetCents,
    surchargeNetCents,
    amountNetCents,
    adjustmentNetCents: 0,
    ...figures,
  });
}
