import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CreditNoteRequest } from '@print/contracts';
import {
  computeCreditNote,
  err,
  ok,
  orderNumberYear,
  sumCredited,
  type CreditNoteAmounts,
  type CreditNoteErrorCode,
  type Result,
} from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { CreditNoteDocumentInput, DocumentsService } from '../documents/index.js';
import type { OrderInvoice, OrderInvoices } from '../orders/index.js';
import type { AuditEntryInput } from '../staff/index.js';
import type { CreditNoteNumbers } from './credit-note-number-sequence.js';
import type { CreditNoteRow, CreditNotesRepository } from './credit-notes.repository.js';

export type CreateCreditNoteErrorCode =
  CreditNoteErrorCode | 'ORDER_NOT_FOUND' | 'CREDIT_NOTE_NO_INVOICE';

/** Writes the audit row of a staff action in the caller's transaction. */
export type AuditWriter = (tx: Executor, entry: AuditEntryInput) => Promise<void>;

export interface CreditNoteDeps {
  readonly db: Db;
  readonly repo: CreditNotesRepository;
  readonly numbers: CreditNoteNumbers;
  readonly invoices: Pick<OrderInvoices, 'find' | 'lock'>;
  readonly documents: Pick<DocumentsService, 'renderCreditNotePdf'>;
  readonly storage: FileStorage;
  readonly now: () => Date;
  readonly logError: (error: unknown, message: string) => void;
}

export interface NewCreditNote {
  readonly orderId: string;
  readonly request: CreditNoteRequest;
  readonly reason: string;
  readonly staff: { readonly id: string; readonly name: string };
  readonly trigger: 'staff' | 'cancellation';
}

/** The invoice's amounts of a new credit note after the ones before it (nothing written). */
function amountsOf(
  invoice: OrderInvoice,
  before: readonly CreditNoteRow[],
  request: CreditNoteRequest,
): Result<CreditNoteAmounts, CreateCreditNoteErrorCode> {
  if (!invoice.hasInvoice)
    return err('CREDIT_NOTE_NO_INVOICE', 'This order has no invoice to credit');
  return computeCreditNote(invoice.invoice, sumCredited(before.map((row) => row.amounts)), request);
}

/** The PDF's snapshot: the invoice's customer and lines as issued, the amounts credited. */
function documentOf(
  invoice: OrderInvoice,
  amounts: CreditNoteAmounts,
  number: string,
  issuedAt: Date,
  reason: string,
): CreditNoteDocumentInput {
  const lineById = new Map(invoice.lines.map((line) => [line.lineId, line]));
  return {
    language: invoice.language,
    number,
    issuedAt: issuedAt.toISOString(),
    invoiceNumber: invoice.orderNumber,
    invoiceDate: invoice.orderDate.toISOString(),
    isFull: amounts.kind === 'full',
    reason,
    customer: { email: invoice.email, phone: invoice.phone || null },
    billingAddress: invoice.billingAddress,
    referenceNumber: invoice.referenceNumber,
    lines: amounts.lines.map((line) => ({
      name: lineById.get(line.lineId)?.name ?? line.lineId,
      details: lineById.get(line.lineId)?.details ?? '',
      quantity: line.quantity,
      netCents: line.netCents,
    })),
    shippingNetCents: amounts.shippingNetCents,
    shippingMethodName: invoice.shippingMethodName,
    surchargeNetCents: amounts.surchargeNetCents,
    amountNetCents: amounts.amountNetCents,
    adjustmentNetCents: amounts.adjustmentNetCents,
    taxes: amounts.taxes.map(({ rateBp, netCents, taxCents }) => ({ rateBp, netCents, taxCents })),
    netCents: amounts.netCents,
    taxCents: amounts.taxCents,
    grossCents: amounts.grossCents,
  };
}

/** A preview: the amounts a credit note would have now (POST …/credit-notes/preview). */
export async function previewCreditNote(
  deps: Pick<CreditNoteDeps, 'invoices' | 'repo'>,
  orderId: string,
  request: CreditNoteRequest,
): Promise<
  Result<{ invoice: OrderInvoice; amounts: CreditNoteAmounts }, CreateCreditNoteErrorCode>
> {
  const invoice = await deps.invoices.find(orderId);
  if (invoice === null) return err('ORDER_NOT_FOUND', 'No such order');
  const amounts = amountsOf(invoice, await deps.repo.listOfOrder(orderId), request);
  return amounts.ok ? ok({ invoice, amounts: amounts.value }) : amounts;
}

/**
 * Makes sure the sequences a credit note issued about now draws from exist: call it before the
 * transaction (the year of now, and of tomorrow for a change that runs over midnight).
 */
export async function prepareCreditNoteNumbers(
  deps: Pick<CreditNoteDeps, 'numbers' | 'now'>,
): Promise<void> {
  const now = deps.now();
  const years = new Set([now, new Date(now.getTime() + 86_400_000)].map((d) => orderNumberYear(d)));
  await Promise.all([...years].map((year) => deps.numbers.ensure(year)));
}

/**
 * A credit note in the caller's transaction: the order row locked (two credit notes on one
 * invoice are computed one after the other), the amounts from packages/domain against what the
 * credit notes before it took back, the year's next number, the row, its audit entry.
 */
export async function createCreditNoteIn(
  deps: Pick<CreditNoteDeps, 'invoices' | 'repo' | 'numbers' | 'now'>,
  tx: Executor,
  audit: AuditWriter,
  input: NewCreditNote,
): Promise<Result<CreditNoteRow, CreateCreditNoteErrorCode>> {
  const invoice = await deps.invoices.lock(tx, input.orderId);
  if (invoice === null) return err('ORDER_NOT_FOUND', 'No such order');
  const amounts = amountsOf(invoice, await deps.repo.listOfOrder(input.orderId, tx), input.request);
  if (!amounts.ok) return amounts;
  const issuedAt = deps.now();
  const number = await deps.numbers.next(tx, orderNumberYear(issuedAt));
  const row = await deps.repo.insert(tx, {
    id: randomUUID(),
    number,
    orderId: invoice.orderId,
    orderNumber: invoice.orderNumber,
    kind: amounts.value.kind,
    trigger: input.trigger,
    reason: input.reason,
    issuedAt,
    staffId: input.staff.id,
    staffName: input.staff.name,
    netCents: amounts.value.netCents,
    taxCents: amounts.value.taxCents,
    grossCents: amounts.value.grossCents,
    amounts: amounts.value,
    document: documentOf(invoice, amounts.value, number, issuedAt, input.reason),
    customerName: invoice.customerName,
    company: invoice.billingAddress.company ?? '',
  });
  await audit(tx, {
    action: 'order.credit_note',
    entityType: 'credit_note',
    entityId: row.id,
    orderId: row.orderId,
    after: {
      number,
      kind: row.kind,
      trigger: row.trigger,
      reason: row.reason,
      netCents: row.netCents,
      taxCents: row.taxCents,
      grossCents: row.grossCents,
    },
  });
  return ok(row);
}

/**
 * The credit note's PDF, stored once: the first call renders it from the row's snapshot and
 * stores it under a key of its own; the row takes the first key stored (`pdf_key IS NULL`), so
 * two first downloads at once serve the same stored file and the loser's copy is removed.
 */
export async function storedCreditNotePdf(
  deps: Pick<CreditNoteDeps, 'repo' | 'documents' | 'storage'>,
  row: Pick<CreditNoteRow, 'id' | 'pdfKey' | 'document'>,
): Promise<Readable | Buffer> {
  if (row.pdfKey !== null) return deps.storage.read(row.pdfKey);
  const pdf = await deps.documents.renderCreditNotePdf(row.document);
  const key = `credit-notes/${row.id}/${randomUUID()}.pdf`;
  await deps.storage.write(key, pdf);
  if (await deps.repo.setPdfKeyOnce(row.id, key)) return pdf;
  await deps.storage.remove(key);
  const stored = await deps.repo.findPdfKey(row.id);
  if (stored === null) throw new Error(`credit note ${row.id} lost its stored PDF`);
  return deps.storage.read(stored);
}

/** A staff member's credit note (POST /admin/orders/:orderId/credit-notes), its PDF stored. */
export async function createCreditNote(
  deps: CreditNoteDeps,
  audit: AuditWriter,
  input: NewCreditNote,
): Promise<Result<CreditNoteRow, CreateCreditNoteErrorCode>> {
  await prepareCreditNoteNumbers(deps);
  const created = await deps.db.transaction((tx) => createCreditNoteIn(deps, tx, audit, input));
  if (created.ok) await storeAfterCommit(deps, created.value);
  return created;
}

/** Stores the PDF now; a failure leaves it to the first download (the row is the credit note). */
export async function storeAfterCommit(deps: CreditNoteDeps, row: CreditNoteRow): Promise<void> {
  try {
    await storedCreditNotePdf(deps, row);
  } catch (error) {
    deps.logError(error, `credit note ${row.number}: PDF not stored yet`);
  }
}
