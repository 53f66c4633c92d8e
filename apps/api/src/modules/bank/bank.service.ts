import type {
  AdminBankImport,
  AdminBankImportList,
  AdminBankImportResult,
  AdminBankTransactionList,
  AdminBankTransactionListQuery,
} from '@print/contracts';
import { err, formatCalendarDate, ok, toZonedCalendarDate, type Result } from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import type { BankPaymentPort } from '../orders/index.js';
import {
  BankFileError,
  readBankFile,
  type BankFileErrorCode,
  type ReadBankFile,
} from './bank-file.js';
import { importCamtFile, type BankImportErrorCode } from './bank-import.js';
import {
  assignTransaction,
  ignoreTransaction,
  toAdminTransaction,
  type BankQueueErrorCode,
  type StaffDecision,
} from './bank-queue.js';
import type { BankImportRow, BankRepository, BankTransactionRow } from './bank.repository.js';

export type BankErrorCode = BankFileErrorCode | BankImportErrorCode | BankQueueErrorCode;

export interface BankServiceDeps {
  readonly db: Db;
  readonly repo: BankRepository;
  readonly orders: BankPaymentPort;
  readonly accountIbans: ReadonlySet<string>;
  readonly now: () => Date;
  readonly maxFileBytes?: number;
}

export interface BankFileSource {
  readonly fileName: string;
  readonly stream: AsyncIterable<Uint8Array | string>;
  readonly source: 'upload' | 'folder';
  /** The uploading staff member and the audit writer (null: the watched folder). */
  readonly decision: StaffDecision | null;
}

export function toAdminImport(row: BankImportRow): AdminBankImport {
  return {
    id: row.id,
    fileName: row.fileName,
    source: row.source,
    format: row.format,
    messageId: row.messageId,
    accountIban: row.accountIban,
    importedAt: row.importedAt.toISOString(),
    staffName: row.staffName,
    counts: {
      new: row.newCount,
      duplicate: row.duplicateCount,
      matched: row.matchedCount,
      unmatched: row.unmatchedCount,
      skipped: row.skippedCount,
    },
  };
}

/** A bank payment booked on an order (matched or assigned by hand). */
export interface BankOrderPayment {
  readonly id: number;
  readonly bankReference: string;
  readonly amountCents: number;
  /** The bank's booking day (else value day, else the import's day), YYYY-MM-DD. */
  readonly bookingDate: string;
  readonly debtorName: string | null;
  readonly debtorIban: string | null;
  readonly matchKind: 'qr' | 'scor' | 'text' | 'manual' | null;
  readonly settlement: 'paid' | 'partial' | 'overpaid' | null;
  readonly importedAt: Date;
}

export interface BankLedgerPayment extends BankOrderPayment {
  readonly orderNumber: string;
}

const zurichDay = (at: Date) => formatCalendarDate(toZonedCalendarDate(at));

function toOrderPayment(row: BankTransactionRow): BankOrderPayment {
  return {
    id: row.id,
    bankReference: row.bankReference,
    amountCents: row.amountCents,
    bookingDate: row.bookingDate ?? row.valueDate ?? zurichDay(row.createdAt),
    debtorName: row.debtorName,
    debtorIban: row.debtorIban,
    matchKind: row.matchKind,
    settlement: row.settlement,
    importedAt: row.createdAt,
  };
}

/**
 * Bank reconciliation (issue 26 item 1): camt files in (upload or watched folder), their payments
 * matched to orders, the queue staff work through. Files are read as a stream; a bad file is
 * refused with its code before the database is touched.
 */
export function createBankService(deps: BankServiceDeps) {
  const queueDeps = { db: deps.db, repo: deps.repo, orders: deps.orders, now: deps.now };
  return {
    async importFile(input: BankFileSource): Promise<Result<AdminBankImportResult, BankErrorCode>> {
      let read: ReadBankFile;
      try {
        read = await readBankFile(input.stream, deps.maxFileBytes);
      } catch (error) {
        if (error instanceof BankFileError) return err(error.code, error.message);
        throw error;
      }
      const decision = input.decision;
      const imported = await importCamtFile(deps, {
        fileName: input.fileName,
        source: input.source,
        hash: read.hash,
        file: read.file,
        staff: decision?.staff ?? null,
        audit:
          decision === null
            ? undefined
            : (tx: Executor, row: BankImportRow) =>
                decision.audit(tx, {
                  action: 'bank.import',
                  entityType: 'bank_import',
                  entityId: row.id,
                  after: { ...toAdminImport(row), hash: row.fileHash },
                }),
      });
      if (!imported.ok) return imported;
      const { row, isDuplicateFile, counts, paidOrderCount } = imported.value;
      return ok({ import: toAdminImport(row), isDuplicateFile, counts, paidOrderCount });
    },
    async listImports(): Promise<AdminBankImportList> {
      return { items: (await deps.repo.listImports(100)).map(toAdminImport) };
    },
    async listTransactions(
      query: AdminBankTransactionListQuery,
    ): Promise<AdminBankTransactionList> {
      const { rows, total } = await deps.repo.listTransactions({
        state: query.state,
        importId: query.importId,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const orders = await deps.orders.findByIds(
        deps.db,
        rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])),
      );
      return {
        items: rows.map((row) =>
          toAdminTransaction(row, row.orderId === null ? undefined : orders.get(row.orderId)),
        ),
        total,
      };
    },
    /** Per order, the bank payments booked on it (payment reminders' open amount). */
    receivedByOrder: (orderIds: readonly string[]) => deps.repo.receivedByOrder(deps.db, orderIds),
    /** The payments booked on one order (the desk's order detail). */
    async paymentsOfOrder(orderId: string): Promise<BankOrderPayment[]> {
      const rows = await deps.repo.listOfOrder(orderId);
      return rows.map(toOrderPayment);
    },
    /** Bank payments of a period (accounting export): their order numbers resolved. */
    async ledgerBetween(from: string, to: string): Promise<BankLedgerPayment[]> {
      const rows = await deps.repo.listBookedBetween(from, to);
      const orders = await deps.orders.findByIds(
        deps.db,
        rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])),
      );
      return rows.map((row) => ({
        ...toOrderPayment(row),
        orderNumber:
          (row.orderId === null ? undefined : orders.get(row.orderId))?.orderNumber ?? '',
      }));
    },
    assign: (
      id: number,
      request: { readonly orderNumber: string; readonly note?: string | undefined },
      decision: StaffDecision,
    ) => assignTransaction(queueDeps, id, request, decision),
    ignore: (id: number, reason: string, decision: StaffDecision) =>
      ignoreTransaction(queueDeps, id, reason, decision),
  };
}

export type BankService = ReturnType<typeof createBankService>;
