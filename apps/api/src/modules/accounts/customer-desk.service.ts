import type { Address, AdminCustomerListQuery, Language } from '@print/contracts';
import { err, ok, resolveIsBusinessCustomer, userNameKey, type Result } from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import {
  createCustomerDeskRepository,
  type CustomerDeskRepository,
  type CustomerListRow,
  type CustomerRow,
} from './customer-desk.repository.js';

/** A customer account as the desk shows it (without orders: the orders module owns those). */
export interface CustomerSummary {
  readonly id: string;
  readonly email: string;
  readonly userName: string;
  readonly name: string;
  readonly company: string | null;
  readonly isBusiness: boolean;
  readonly companyVerified: boolean;
  readonly blocked: boolean;
  readonly createdAt: Date;
}

export interface CustomerAccount extends CustomerSummary {
  readonly language: Language;
  readonly confirmedAt: Date | null;
  readonly billingAddress: Address;
  readonly shippingAddress: Address | null;
  readonly vatId: string | null;
  /** staffId null: changed on the command line. */
  readonly companyVerification: { readonly at: Date; readonly staffId: string | null } | null;
  readonly block: {
    readonly at: Date;
    readonly staffId: string | null;
    readonly reason: string;
  } | null;
}

/**
 * Called inside the change's transaction with the state before and after: the desk's routes
 * write the audit entry there, so it commits (or not) together with the change.
 */
export type ChangeHook = (
  tx: Executor,
  change: { before: unknown; after: unknown },
) => Promise<void>;

/** Who changes an account: a staff member, or null for the command line. */
export interface DeskActor {
  readonly staffId: string | null;
  readonly onChange?: ChangeHook;
}

type NotFound = 'CUSTOMER_NOT_FOUND';
const notFound = () => err('CUSTOMER_NOT_FOUND' as const, 'No such customer');

const textOrNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function toSummary(row: CustomerListRow): CustomerSummary {
  const address = row.billingAddress;
  const preference = {
    value: row.businessPreference ?? false,
    isSet: row.businessPreference !== null,
  };
  return {
    id: row.id,
    email: row.email,
    userName: row.username,
    name: [address.firstname, address.lastname].filter((part) => part?.trim()).join(' '),
    company: textOrNull(address.company),
    isBusiness: resolveIsBusinessCustomer({
      preference,
      hasVerifiedCompany: row.isVerifiedCompany,
    }),
    companyVerified: row.isVerifiedCompany,
    blocked: row.blockedAt !== null,
    createdAt: row.createdAt,
  };
}

export function toCustomerAccount(row: CustomerRow): CustomerAccount {
  return {
    ...toSummary(row),
    language: row.language,
    confirmedAt: row.confirmedAt,
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    vatId: textOrNull(row.billingAddress.vatRegistrationNumber),
    companyVerification: row.companyVerifiedAt
      ? { at: row.companyVerifiedAt, staffId: row.companyVerifiedBy }
      : null,
    block: row.blockedAt
      ? { at: row.blockedAt, staffId: row.blockedBy, reason: row.blockedReason ?? '' }
      : null,
  };
}

/**
 * The desk's use cases on customer accounts (issue 25 item 8): list, detail, company
 * verification (also the command line's, scripts/verify-company.ts), block and unblock. Each
 * change locks the account row, runs in one transaction with the caller's audit hook.
 */
export function createCustomerDeskService({ db, now }: { db: Db; now: () => Date }) {
  const repo: CustomerDeskRepository = createCustomerDeskRepository(db);

  /** Locks the account, applies `change`, calls the hook, all in one transaction. */
  async function change<T>(
    target: { id: string } | { usernameKey: string },
    actor: DeskActor,
    apply: (tx: Executor, row: CustomerRow) => Promise<{ row: CustomerRow; before: T; after: T }>,
  ): Promise<Result<CustomerAccount, NotFound>> {
    const changed = await db.transaction(async (tx) => {
      const row = await repo.lock(tx, target);
      if (!row) return null;
      const result = await apply(tx, row);
      await actor.onChange?.(tx, { before: result.before, after: result.after });
      return result.row;
    });
    return changed ? ok(toCustomerAccount(changed)) : notFound();
  }

  async function list(
    query: AdminCustomerListQuery,
  ): Promise<{ items: CustomerSummary[]; total: number }> {
    const { rows, total } = await repo.list(query);
    return { items: rows.map(toSummary), total };
  }

  async function get(id: string): Promise<CustomerAccount | null> {
    const row = await repo.findById(id);
    return row ? toCustomerAccount(row) : null;
  }

  /**
   * Verifies (or revokes) the company: a verified company makes the account a business customer
   * everywhere (spec 2 §6). The desk names the account by id, the command line by user name.
   */
  function verifyCompany(
    target: { id: string } | { userName: string },
    isVerified: boolean,
    actor: DeskActor,
  ): Promise<Result<CustomerAccount, NotFound>> {
    const key = 'id' in target ? target : { usernameKey: userNameKey(target.userName) };
    return change(key, actor, async (tx, row) => ({
      before: { companyVerified: row.isVerifiedCompany },
      after: { companyVerified: isVerified },
      row: await repo.update(tx, row.id, {
        isVerifiedCompany: isVerified,
        companyVerifiedAt: now(),
        companyVerifiedBy: actor.staffId,
        updatedAt: now(),
      }),
    }));
  }

  /**
   * Blocks the account: sign-in answers ACCOUNT_BLOCKED (to the right password only), every
   * session, device mark and unused mailed link ends in the same transaction. Orders stay.
   * Blocking a blocked account again replaces who, when and why.
   */
  function block(id: string, reason: string, actor: DeskActor) {
    return change({ id }, actor, async (tx, row) => {
      const at = now();
      const sessionsEnded = await repo.endAccess(tx, row.id, at);
      return {
        before: { blocked: row.blockedAt !== null, reason: row.blockedReason },
        after: { blocked: true, reason, sessionsEnded },
        row: await repo.update(tx, row.id, {
          blockedAt: at,
          blockedBy: actor.staffId,
          blockedReason: reason,
          updatedAt: at,
        }),
      };
    });
  }

  /** Lifts a block: the customer signs in again with the same password (or resets it). */
  function unblock(id: string, actor: DeskActor) {
    return change({ id }, actor, async (tx, row) => ({
      before: { blocked: row.blockedAt !== null, reason: row.blockedReason },
      after: { blocked: false, reason: null },
      row: await repo.update(tx, row.id, {
        blockedAt: null,
        blockedBy: null,
        blockedReason: null,
        updatedAt: now(),
      }),
    }));
  }

  return {
    list,
    get,
    verifyCompany,
    block,
    unblock,
    isBlockedNow: (userId: string) => repo.isBlockedNow(userId),
  };
}

export type CustomerDeskService = ReturnType<typeof createCustomerDeskService>;
