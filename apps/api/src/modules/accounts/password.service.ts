import type { Language } from '@print/contracts';
import {
  checkPasswordNotCommon,
  emailKey,
  err,
  ok,
  RESET_LINK_TTL_MS,
  type Result,
} from '@print/domain';
import { sendAccountMail, type AccountContext } from './account-context.js';
import { hashToken } from './secret-tokens.js';

/** Spec 2 §8: the web recognises the 24 h block by exactly this message. */
export const ACTIVE_CODE_FOUND = 'Active code found';

/** The reset-request key of an address: a hash, so the table holds no e-mail addresses. */
export function resetKeyOf(email: string): string {
  return hashToken(`reset:${emailKey(email)}`);
}

/** Password reset by mail and password change (spec 2 §4, §5, §7). */
export function createPasswordService(ctx: AccountContext) {
  const { repo, hasher, now } = ctx;

  /**
   * One request per address and 24 h. The answer depends only on that rule, which is applied to
   * known and unknown addresses alike; whether an account exists is looked up by a worker after
   * the answer (account-mail-jobs.ts), so neither status, body nor timing tells.
   */
  async function requestReset(
    email: string,
    lang: Language,
  ): Promise<Result<true, 'RESET_CODE_ACTIVE'>> {
    const at = now();
    const since = new Date(at.getTime() - RESET_LINK_TTL_MS);
    if (!(await repo.claimResetRequest(resetKeyOf(email), at, since))) {
      return err('RESET_CODE_ACTIVE', ACTIVE_CODE_FOUND);
    }
    await ctx.queueMail({ kind: 'reset', email, lang });
    return ok(true);
  }

  /** A valid link sets the password, confirms the address it was mailed to, ends all sessions. */
  /** Whether a reset code would still set a password (unused, unexpired); never uses it. */
  async function checkResetLink(code: string): Promise<Result<true, 'LINK_INVALID'>> {
    const link = await repo.findLink(hashToken(code), 'reset');
    if (!link || link.usedAt || link.expiresAt <= now())
      return err('LINK_INVALID', 'This link is invalid, used or expired');
    return ok(true);
  }

  async function resetWithLink(
    code: string,
    password: string,
    lang: Language,
  ): Promise<Result<true, 'LINK_INVALID' | 'PASSWORD_TOO_COMMON'>> {
    const common = checkPasswordNotCommon(password, ctx.commonPasswords);
    if (!common.ok) return common;
    const passwordHash = await hasher.hash(password);
    const link = await repo.consumeLink(hashToken(code), 'reset', now());
    const user = link ? await repo.findUserById(link.userId) : null;
    // A block retires the links; one mailed while it was being set must not work either.
    if (!user || user.blockedAt)
      return err('LINK_INVALID', 'This link is invalid, used or expired');
    const at = now();
    await repo.updateUser(user.id, {
      passwordHash,
      confirmedAt: user.confirmedAt ?? at,
      updatedAt: at,
    });
    await ctx.sessions.endAll(user.id);
    await repo.clearResetRequest(resetKeyOf(user.email));
    await sendAccountMail(ctx, {
      kind: 'passwordChanged',
      lang,
      to: user.email,
      name: user.username,
    });
    return ok(true);
  }

  /** Needs the current password; every session ends (the web then goes to /login). */
  async function changePassword(
    userId: string,
    input: { readonly oldPassword: string; readonly newPassword: string },
    lang: Language,
  ): Promise<Result<true, 'NOT_AUTHENTICATED' | 'OLD_PASSWORD_WRONG' | 'PASSWORD_TOO_COMMON'>> {
    const user = await repo.findUserById(userId);
    if (!user) return err('NOT_AUTHENTICATED', 'Please sign in');
    if (!(await hasher.verify(user.passwordHash, input.oldPassword))) {
      return err('OLD_PASSWORD_WRONG', 'The current password is wrong');
    }
    const common = checkPasswordNotCommon(input.newPassword, ctx.commonPasswords);
    if (!common.ok) return common;
    await repo.updateUser(userId, {
      passwordHash: await hasher.hash(input.newPassword),
      updatedAt: now(),
    });
    await ctx.sessions.endAll(userId);
    await sendAccountMail(ctx, {
      kind: 'passwordChanged',
      lang,
      to: user.email,
      name: user.username,
    });
    return ok(true);
  }

  return { requestReset, checkResetLink, resetWithLink, changePassword };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
