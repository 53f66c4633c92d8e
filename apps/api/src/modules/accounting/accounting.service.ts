import type { Readable } from 'node:stream';
import type {
  AdminCreditNote,
  AdminCreditNoteCreate,
  AdminCreditNoteOverview,
  CreditNoteAmountsView,
  CustomerCreditNoteList,
} from '@print/contracts';
import { accountingPeriodOf, err, formatChf, ok, type Result } from '@print/domain';
import type { Executor } from '../../db/client.js';
import { exportAccounting, type AccountingRowSource } from './accounting-export.js';
import { creditNoteUrls, toAmountsView, toCreditNoteView, toOverview } from './credit-note-view.js';
import {
  createCreditNote,
  createCreditNoteIn,
  prepareCreditNoteNumbers,
  previewCreditNote,
  storeAfterCommit,
  storedCreditNotePdf,
  type AuditWriter,
  type CreateCreditNoteErrorCode,
  type CreditNoteDeps,
} from './credit-notes.js';

export interface AccountingDeps extends CreditNoteDeps {
  /** Whether the principal placed the order (customers see only their own credit notes). */
  readonly isOwnedBy: (orderId: string, principalId: string | null) => Promise<boolean>;
  /** The export's rows: invoices, credit notes, payments (accounting-sources.ts). */
  readonly sources: readonly AccountingRowSource[];
}

/** A credit note made by a cancellation, handed back to be stored after the commit. */
export interface IssuedCreditNote {
  readonly id: string;
  readonly number: string;
}

type Staff = { readonly id: string; readonly name: string };

/**
 * Credit notes (issue 26 item 4) and the accounting export (item 5). The amounts come from
 * packages/domain, the invoice from the orders module, the PDF from the documents module; this
 * module owns the credit notes' table, their number series and their stored PDFs.
 */
export function createAccountingService(deps: AccountingDeps) {
  async function overview(
    orderId: string,
  ): Promise<Result<AdminCreditNoteOverview, 'ORDER_NOT_FOUND'>> {
    const invoice = await deps.invoices.find(orderId);
    if (invoice === null) return err('ORDER_NOT_FOUND', 'No such order');
    return ok(toOverview(invoice, await deps.repo.listOfOrder(orderId)));
  }

  async function preview(
    orderId: string,
    request: AdminCreditNoteCreate['request'],
  ): Promise<Result<CreditNoteAmountsView, CreateCreditNoteErrorCode>> {
    const found = await previewCreditNote(deps, orderId, request);
    if (!found.ok) return found;
    const names = new Map(found.value.invoice.lines.map((line) => [line.lineId, line.name]));
    return ok(toAmountsView(found.value.amounts, names));
  }

  async function create(
    staff: Staff,
    audit: AuditWriter,
    orderId: string,
    body: AdminCreditNoteCreate,
  ): Promise<Result<AdminCreditNote, CreateCreditNoteErrorCode>> {
    const created = await createCreditNote(deps, audit, {
      orderId,
      request: body.request,
      reason: body.reason,
      staff,
      trigger: 'staff',
    });
    return created.ok ? ok(toCreditNoteView(created.value)) : created;
  }

  async function pdfOf(
    orderId: string,
    id: string,
  ): Promise<Result<{ pdf: Readable | Buffer; fileName: string }, 'CREDIT_NOTE_NOT_FOUND'>> {
    const row = await deps.repo.findOfOrder(orderId, id);
    if (row === null) return err('CREDIT_NOTE_NOT_FOUND', 'No such credit note');
    return ok({ pdf: await storedCreditNotePdf(deps, row), fileName: `${row.number}.pdf` });
  }

  /**
   * The cancel of a paid order (PAYMENT_RECEIVED) credits what is left of its invoice in full,
   * in the cancel's transaction (backoffice/order-status-change.ts). Null: nothing to credit.
   */
  async function creditCancelledOrder(
    tx: Executor,
    audit: AuditWriter,
    input: { readonly orderId: string; readonly staff: Staff; readonly reason: string },
  ): Promise<IssuedCreditNote | null> {
    const invoice = await deps.invoices.lock(tx, input.orderId);
    if (invoice?.paymentStatus !== 'PAYMENT_RECEIVED' || !invoice.hasInvoice) return null;
    const created = await createCreditNoteIn(deps, tx, audit, {
      ...input,
      request: { kind: 'full' },
      trigger: 'cancellation',
    });
    if (!created.ok) return null; // credited in full already
    return { id: created.value.id, number: created.value.number };
  }

  return {
    overview,
    preview,
    create,
    pdfOf,
    /** Before a transaction that may issue a credit note: this year's (and tomorrow's) sequence. */
    prepareNumbers: () => prepareCreditNoteNumbers(deps),
    creditCancelledOrder,
    /** After the cancel committed: its credit note's PDF stored (else at the first download). */
    async afterCommit(issued: IssuedCreditNote): Promise<void> {
      const row = await deps.repo.findById(issued.id);
      if (row !== null) await storeAfterCommit(deps, row);
    },
    /** Per order, the gross its credit notes revoked (payment reminders' open amount). */
    creditedByOrder: (orderIds: readonly string[]) => deps.repo.creditedByOrder(orderIds),
    /** The desk's timeline entries of the order's credit notes. */
    async timelineOf(orderId: string) {
      const rows = await deps.repo.listOfOrder(orderId);
      return rows.map((row) => ({
        at: row.issuedAt,
        actor: row.staffName,
        number: row.number,
        text: `${row.number}: ${formatChf(row.grossCents)} (${row.reason})`,
      }));
    },
    async customerList(
      orderId: string,
      principalId: string | null,
    ): Promise<Result<CustomerCreditNoteList, 'ORDER_NOT_FOUND'>> {
      if (!(await deps.isOwnedBy(orderId, principalId)))
        return err('ORDER_NOT_FOUND', 'No such order');
      const rows = await deps.repo.listOfOrder(orderId);
      return ok({
        creditNotes: rows.map((row) => ({
          id: row.id,
          number: row.number,
          issuedAt: row.issuedAt.toISOString(),
          grossCents: row.grossCents,
          url: creditNoteUrls.customer(orderId, row.id),
        })),
      });
    },
    async customerPdf(orderId: string, id: string, principalId: string | null) {
      if (!(await deps.isOwnedBy(orderId, principalId)))
        return err('CREDIT_NOTE_NOT_FOUND', 'No such credit note');
      return pdfOf(orderId, id);
    },
    /** GET /admin/accounting/export: the CSV of a period of Swiss days. */
    async exportCsv(
      from: string,
      to: string,
    ): Promise<Result<string, 'ACCOUNTING_PERIOD_INVALID'>> {
      const period = accountingPeriodOf(from, to);
      if (!period.ok) return period;
      return ok(await exportAccounting(deps.sources, period.value));
    },
  };
}

export type AccountingService = ReturnType<typeof createAccountingService>;
