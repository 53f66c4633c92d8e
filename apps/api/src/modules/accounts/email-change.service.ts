import type { Language } from '@print/contracts';
import {
  EMAIL_CHANGE_LINK_TTL_MS,
  EMAIL_UNDO_LINK_TTL_MS,
  emailKey,
  err,
  ok,
  type Result,
} from '@print/domain';
import { issueLink, sendAccountMail, type AccountContext } from './account-context.js';
import { isUniqueViolation } from '../../db/sql-state.js';
import { resetKeyOf } from './password.service.js';
import { hashToken } from './secret-tokens.js';
import type { FailureSubject, RefusalCode } from './signin-guard.js';

/** Who asks for the change: the signed-in session and the client's address. */
export interface EmailChangeCaller {
  readonly userId: string;
  readonly sessionId: string;
  readonly clientKey: string;
}

const invalidLink = () => err('LINK_INVALID', 'This link is invalid, used or expired');

/**
 * E-mail change (spec 2 §4; issue 23 items 2 and 10, ASVS 3.7.1): it needs the current password,
 * the new address confirms by its link, and the old address then gets a link, valid 72 h, that
 * restores it and ends every session. Mails to the typed address are limited per address and per
 * account by the mail module's recipient allowances (in the database: every process shares them).
 */
export function createEmailChangeService(ctx: AccountContext) {
  const { repo, hasher, guard, now } = ctx;

  /**
   * Checks the current password (a wrong one counts like a failed sign-in: against the session,
   * the account and the client; ten per session and hour, then 429), then mails a confirmation
   * link to the new address. A free and a taken address answer alike (no enumeration).
   */
  async function requestEmailChange(
    caller: EmailChangeCaller,
    input: { readonly email: string; readonly password: string },
    lang: Language,
  ): Promise<
    Result<true, 'NOT_AUTHENTICATED' | 'OLD_PASSWORD_WRONG' | 'MAIL_LIMIT_REACHED' | RefusalCode>
  > {
    const user = await repo.findUserById(caller.userId);
    if (!user) return err('NOT_AUTHENTICATED', 'Please sign in');
    const session: FailureSubject = { kind: 'session', sessionId: caller.sessionId };
    const client: FailureSubject = { kind: 'client', clientKey: caller.clientKey };
    const account: FailureSubject = { kind: 'account', userId: user.id, loginKey: '' };
    const admitted = await guard.admit({ account, accountFailures: 0, client, device: session });
    if (!admitted.ok) return admitted;
    if (!(await hasher.verify(user.passwordHash, input.password))) {
      await guard.recordFailure([session, account, client]);
      return err('OLD_PASSWORD_WRONG', 'The current password is wrong');
    }
    const isAllowed =
      (await ctx.mail.allowRecipient(`account:${user.id}`, 'email-change-account')) &&
      (await ctx.mail.allowRecipient(emailKey(input.email), 'email-change'));
    if (!isAllowed) {
      return err('MAIL_LIMIT_REACHED', 'Too many e-mail changes; try again in an hour');
    }
    const url = await issueLink(ctx, {
      userId: user.id,
      purpose: 'email',
      ttlMs: EMAIL_CHANGE_LINK_TTL_MS,
      lang,
      newEmail: input.email,
    });
    await sendAccountMail(ctx, {
      kind: 'emailConfirm',
      lang,
      to: input.email,
      name: user.username,
      url,
    });
    return ok(true);
  }

  /** The new address's link sets it; the old address gets the undo link (72 h). */
  async function confirmEmailChange(
    code: string,
    lang: Language,
  ): Promise<Result<true, 'LINK_INVALID'>> {
    const link = await repo.consumeLink(hashToken(code), 'email', now());
    const user = link ? await repo.findUserById(link.userId) : null;
    if (!link?.newEmail || !user) return invalidLink();
    try {
      await repo.updateUser(user.id, {
        email: link.newEmail,
        emailKey: emailKey(link.newEmail),
        updatedAt: now(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) return invalidLink(); // taken meanwhile by another account
      throw error;
    }
    // Each change's undo link restores its own previous address: earlier ones stay valid, so an
    // attacker's second change cannot take the owner's link away.
    const url = await issueLink(ctx, {
      userId: user.id,
      purpose: 'emailUndo',
      ttlMs: EMAIL_UNDO_LINK_TTL_MS,
      lang,
      newEmail: user.email,
      keepsEarlier: true,
    });
    await sendAccountMail(ctx, {
      kind: 'emailChanged',
      lang,
      to: user.email,
      name: user.username,
      url,
    });
    return ok(true);
  }

  /**
   * The old address's link (once, within 72 h): restores that address and ends every session,
   * device mark and pending reset or change link of the account. Undo links of later changes stop
   * working; those of earlier ones stay (they lead further back, to the owner).
   */
  async function undoEmailChange(code: string): Promise<Result<true, 'LINK_INVALID'>> {
    const at = now();
    const link = await repo.consumeLink(hashToken(code), 'emailUndo', at);
    const user = link ? await repo.findUserById(link.userId) : null;
    if (!link?.newEmail || !user) return invalidLink();
    try {
      await repo.updateUser(user.id, {
        email: link.newEmail,
        emailKey: emailKey(link.newEmail),
        updatedAt: at,
      });
    } catch (error) {
      if (isUniqueViolation(error)) return invalidLink(); // the old address is another account's now
      throw error;
    }
    await Promise.all([
      ctx.sessions.endAll(user.id),
      repo.deleteDevices(user.id),
      repo.retireLinks(user.id, 'reset', at),
      repo.retireLinks(user.id, 'email', at),
      repo.retireLinks(user.id, 'emailUndo', at, link.createdAt),
      // The owner resets the password next: no 24 h block from a request made meanwhile.
      repo.clearResetRequest(resetKeyOf(link.newEmail)),
    ]);
    return ok(true);
  }

  return { requestEmailChange, confirmEmailChange, undoEmailChange };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
