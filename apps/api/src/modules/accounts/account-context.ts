import type { Language } from '@print/contracts';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/index.js';
import type { AccountMailJob } from './account-mail-jobs.js';
import type { AccountMailKind } from './account-mails.js';
import { accountMail } from './account-mails.js';
import type { AccountsRepository, LinkPurpose } from './accounts.repository.js';
import type { AddressCheck } from './address-check.js';
import type { CarryOver } from './carry-over.js';
import type { PasswordHasher } from './password-hasher.js';
import { generateSecretToken, hashToken } from './secret-tokens.js';
import type { SessionsService } from './sessions.service.js';
import type { SigninGuard } from './signin-guard.js';

/** Where each mailed link lands in the web app (docs/decisions/0009-accounts-and-sessions.md). */
const LINK_PATHS: Readonly<Record<LinkPurpose, string>> = {
  optin: '/optin',
  reset: '/reset-password',
  email: '/mail-update',
  emailUndo: '/mail-undo',
};
/** German is the shop's unprefixed language; the others live under /en and /fr. */
const LANGUAGE_PREFIX: Readonly<Record<Language, string>> = { de: '', en: '/en', fr: '/fr' };

/** What the accounts services share (plain values, wired in index.ts). */
export interface AccountContext {
  readonly db: Db;
  readonly repo: AccountsRepository;
  readonly sessions: SessionsService;
  readonly hasher: PasswordHasher;
  readonly guard: SigninGuard;
  /** Whether the account is blocked, waiting for a block being committed (customer-desk). */
  readonly isBlockedNow: (userId: string) => Promise<boolean>;
  readonly mail: MailService;
  readonly commonPasswords: ReadonlySet<string>;
  readonly checkAddresses: AddressCheck;
  readonly carryOver: CarryOver;
  readonly publicUrl: string;
  readonly now: () => Date;
  /** Queues an account mail whose recipient must not shape the answer (account-mail-jobs.ts). */
  readonly queueMail: (job: AccountMailJob) => Promise<void>;
}

/** A fresh single-use link: the code goes into the mail, only its hash into the database. */
export async function issueLink(
  ctx: AccountContext,
  link: {
    readonly userId: string;
    readonly purpose: LinkPurpose;
    readonly ttlMs: number;
    readonly lang: Language;
    readonly newEmail?: string;
    /** Earlier unused links of the purpose stay valid (each undo link restores its own address). */
    readonly keepsEarlier?: boolean;
  },
): Promise<string> {
  const now = ctx.now();
  if (!link.keepsEarlier) await ctx.repo.retireLinks(link.userId, link.purpose, now);
  const code = generateSecretToken();
  await ctx.repo.insertLink({
    tokenHash: hashToken(code),
    userId: link.userId,
    purpose: link.purpose,
    newEmail: link.newEmail ?? null,
    expiresAt: new Date(now.getTime() + link.ttlMs),
    createdAt: now,
  });
  return `${ctx.publicUrl}${LANGUAGE_PREFIX[link.lang]}${LINK_PATHS[link.purpose]}/${code}`;
}

export function sendAccountMail(
  ctx: AccountContext,
  mail: {
    readonly kind: AccountMailKind;
    readonly lang: Language;
    readonly to: string;
    readonly name: string;
    readonly url?: string;
  },
): Promise<void> {
  return ctx.mail.send(accountMail(mail));
}
