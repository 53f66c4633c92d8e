import { randomUUID } from 'node:crypto';
import type { AdminBankImportCounts, BankSettlement } from '@print/contracts';
import {
  err,
  findBankMatchKey,
  ok,
  settleOrderPayment,
  type BankMatchKind,
  type PaymentStatus,
  type Result,
} from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import type { BankOrderFacts, BankPaidOrder, BankPaymentPort } from '../orders/index.js';
import type { CamtCredit, CamtFile } from './camt-parser.js';
import type { BankImportRow, BankRepository, NewBankTransactionRow } from './bank.repository.js';

/** The shop books CHF; a payment in another currency waits for staff. */
const SHOP_CURRENCY = 'CHF';

export type BankImportErrorCode = 'BANK_ACCOUNT_MISMATCH';

export interface BankImportInput {
  readonly fileName: string;
  readonly source: 'upload' | 'folder';
  readonly hash: string;
  readonly file: CamtFile;
  /** The staff member who uploaded it (null: the watched folder). */
  readonly staff: { readonly id: string; readonly name: string } | null;
  /** Writes the audit entry in the import's transaction (uploads). */
  readonly audit?: ((tx: Executor, row: BankImportRow) => Promise<void>) | undefined;
}

export interface BankImportOutcome {
  readonly row: BankImportRow;
  readonly isDuplicateFile: boolean;
  readonly counts: AdminBankImportCounts;
  readonly paidOrderCount: number;
}

export interface BankImportDeps {
  readonly db: Db;
  readonly repo: BankRepository;
  readonly orders: Pick<
    BankPaymentPort,
    'findByNumbers' | 'lockByIds' | 'recordPaid' | 'kickMails'
  >;
  /** The shop's IBANs (creditor IBAN and BANK_ACCOUNT_IBANS), upper case without spaces. */
  readonly accountIbans: ReadonlySet<string>;
  readonly now: () => Date;
}

interface Candidate {
  readonly credit: CamtCredit;
  readonly orderId: string | null;
  readonly matchKind: BankMatchKind | null;
}

/** Each credit with the order its reference names (by number), when that order exists. */
async function findCandidates(
  deps: BankImportDeps,
  credits: readonly CamtCredit[],
): Promise<Candidate[]> {
  const keys = credits.map((credit) =>
    credit.currency === SHOP_CURRENCY ? findBankMatchKey(credit) : null,
  );
  const numbers = keys.flatMap((key) => (key === null ? [] : [key.orderNumber]));
  const found = await deps.orders.findByNumbers(deps.db, numbers);
  const byNumber = new Map(found.map((order) => [order.orderNumber, order.id]));
  return credits.map((credit, i) => {
    const key = keys[i] ?? null;
    const orderId = key === null ? null : (byNumber.get(key.orderNumber) ?? null);
    return { credit, orderId, matchKind: orderId === null ? null : (key?.kind ?? null) };
  });
}

/**
 * The settlement of each new payment on its order, in file order with running sums (two
 * payments of one file for one order count together), and the orders now paid.
 */
function settle(
  fresh: readonly Candidate[],
  locked: ReadonlyMap<string, BankOrderFacts>,
  receivedBefore: ReadonlyMap<string, number>,
): { settlements: (BankSettlement | null)[]; paid: BankOrderFacts[] } {
  const running = new Map(receivedBefore);
  const status = new Map<string, PaymentStatus>();
  const paid: BankOrderFacts[] = [];
  const settlements = fresh.map((candidate) => {
    const order = candidate.orderId === null ? undefined : locked.get(candidate.orderId);
    if (order === undefined) return null;
    const before = running.get(order.id) ?? 0;
    const received = before + candidate.credit.amountCents;
    running.set(order.id, received);
    const outcome = settleOrderPayment({
      totalCents: order.totalCents,
      receivedCents: received,
      receivedBeforeCents: before,
      paymentStatus: status.get(order.id) ?? order.paymentStatus,
      isCancelled: order.status === 'ORDER_CANCELLED',
    });
    if (outcome.isNowPaid) {
      status.set(order.id, 'PAYMENT_RECEIVED');
      paid.push(order);
    }
    return outcome.settlement;
  });
  return { settlements, paid };
}

function checkAccounts(
  file: CamtFile,
  accepted: ReadonlySet<string>,
): Result<string, BankImportErrorCode> {
  const foreign = file.accountIbans.filter((iban) => !accepted.has(iban));
  const first = file.accountIbans[0];
  if (first === undefined || foreign.length > 0)
    return err('BANK_ACCOUNT_MISMATCH', "The file reports an account that is not the shop's", {
      accounts: file.accountIbans,
    });
  return ok(first);
}

function countsOf(row: BankImportRow): AdminBankImportCounts {
  return {
    new: row.newCount,
    duplicate: row.duplicateCount,
    matched: row.matchedCount,
    unmatched: row.unmatchedCount,
    skipped: row.skippedCount,
  };
}

/** The same bytes again: nothing is written, every payment counts as a duplicate. */
function duplicateOutcome(row: BankImportRow, file: CamtFile): BankImportOutcome {
  return {
    row,
    isDuplicateFile: true,
    counts: {
      new: 0,
      duplicate: file.credits.length,
      matched: 0,
      unmatched: 0,
      skipped: file.skipped,
    },
    paidOrderCount: 0,
  };
}

/**
 * Books a parsed camt file in one transaction (issue 26 item 1): the account must be the shop's;
 * the same file (hash) or a payment booked before (bank reference) changes nothing; each new
 * payment is matched (QR reference, SCOR, order number in the text), settled against its order
 * (sums count) and an order whose total arrived is paid by the orders module's rules. Orders
 * are locked in id order first, so two imports touching one order run one after the other.
 */
export async function importCamtFile(
  deps: BankImportDeps,
  input: BankImportInput,
): Promise<Result<BankImportOutcome, BankImportErrorCode>> {
  const { file } = input;
  const account = checkAccounts(file, deps.accountIbans);
  if (!account.ok) return account;
  const seen = await deps.repo.findImportByHash(input.hash);
  if (seen !== null) return ok(duplicateOutcome(seen, file));
  const candidates = await findCandidates(deps, file.credits);
  const outcome = await deps.db.transaction(async (tx) => {
    const orderIds = candidates.flatMap((c) => (c.orderId === null ? [] : [c.orderId]));
    const locked = await deps.orders.lockByIds(tx, orderIds);
    const existing = await deps.repo.existingReferences(
      tx,
      candidates.map((c) => c.credit.bankReference),
    );
    const inFile = new Set<string>();
    const fresh = candidates.filter((c) => {
      const ref = c.credit.bankReference;
      if (existing.has(ref) || inFile.has(ref)) return false;
      inFile.add(ref);
      return true;
    });
    const before = await deps.repo.receivedByOrder(tx, [...locked.keys()]);
    const { settlements, paid } = settle(fresh, locked, before);
    const matched = settlements.filter((s) => s !== null).length;
    const at = deps.now();
    const row = await deps.repo.insertImport(tx, {
      id: randomUUID(),
      fileHash: input.hash,
      fileName: input.fileName.slice(0, 255),
      source: input.source,
      format: `${file.message}.${file.version}`,
      messageId: file.messageId,
      accountIban: account.value,
      staffId: input.staff?.id ?? null,
      staffName: input.staff?.name ?? null,
      importedAt: at,
      newCount: fresh.length,
      duplicateCount: candidates.length - fresh.length,
      matchedCount: matched,
      unmatchedCount: fresh.length - matched,
      skippedCount: file.skipped,
    });
    // The same file committed by another import meanwhile: this one writes nothing.
    if (row === null) return null;
    const rows: NewBankTransactionRow[] = fresh.map((c, i) =>
      toRow(c, settlements[i] ?? null, row.id, at),
    );
    await deps.repo.insertTransactions(tx, rows);
    const paidIds = await deps.orders.recordPaid(
      tx,
      paid.map((order): BankPaidOrder => ({ order, reason: paidReason(order, input.fileName) })),
    );
    await input.audit?.(tx, row);
    return { row, isDuplicateFile: false, counts: countsOf(row), paidOrderCount: paidIds.length };
  });
  if (outcome === null) {
    const winner = await deps.repo.findImportByHash(input.hash);
    if (winner === null) throw new Error('bank import vanished after a hash conflict');
    return ok(duplicateOutcome(winner, file));
  }
  if (outcome.paidOrderCount > 0) deps.orders.kickMails();
  return ok(outcome);
}

function paidReason(order: BankOrderFacts, fileName: string): string {
  return `bank transfer: ${order.totalCents} cents (${fileName.slice(0, 120)})`;
}

function toRow(
  candidate: Candidate,
  settlement: BankSettlement | null,
  importId: string,
  at: Date,
): NewBankTransactionRow {
  const { credit } = candidate;
  const isMatched = settlement !== null;
  return {
    bankReference: credit.bankReference,
    importId,
    amountCents: credit.amountCents,
    currency: credit.currency,
    bookingDate: credit.bookingDate,
    valueDate: credit.valueDate,
    qrReference: credit.qrReference,
    creditorReference: credit.creditorReference,
    remittanceText: credit.remittanceText?.slice(0, 1000) ?? null,
    debtorName: credit.debtorName?.slice(0, 200) ?? null,
    debtorIban: credit.debtorIban,
    state: isMatched ? 'matched' : 'unmatched',
    matchKind: isMatched ? candidate.matchKind : null,
    orderId: isMatched ? candidate.orderId : null,
    settlement,
    createdAt: at,
  };
}
