import type { Language } from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import { eq } from 'drizzle-orm';
import { userPrincipal } from '../../plugins/session.js';
import { sendAccountMail, type AccountContext } from './account-context.js';
import { users } from './accounts.tables.js';
import { resetKeyOf } from './password.service.js';

export type DeleteAccountErrorCode = 'NOT_AUTHENTICATED' | 'PASSWORD_WRONG';

/**
 * What goes with an account besides its own rows (modules/privacy): the owner's carts that were
 * never ordered and its files no order names. Orders stay (10 years), with the person's name and
 * addresses as ordered.
 */
export type RemoveOwnedData = (principal: string) => Promise<void>;

/**
 * The customer deletes their account with their current password: the owned data goes first
 * (so a failure there leaves the account to try again), then the account row — its sessions,
 * trusted devices and mailed links go with it (foreign keys) and the e-mail and user name are
 * free for a new registration. A confirmation goes to the address the account had.
 */
export function createAccountDeletion(ctx: AccountContext) {
  const { repo, hasher } = ctx;
  return async function deleteAccount(
    userId: string,
    password: string,
    lang: Language,
    removeOwnedData: RemoveOwnedData,
  ): Promise<Result<true, DeleteAccountErrorCode>> {
    const user = await repo.findUserById(userId);
    if (!user) return err('NOT_AUTHENTICATED', 'Please sign in');
    if (!(await hasher.verify(user.passwordHash, password)))
      return err('PASSWORD_WRONG', 'The password is wrong');
    await removeOwnedData(userPrincipal(userId));
    await ctx.sessions.endAll(userId);
    await ctx.db.delete(users).where(eq(users.id, userId));
    await repo.clearResetRequest(resetKeyOf(user.email));
    await sendAccountMail(ctx, {
      kind: 'accountDeleted',
      lang,
      to: user.email,
      name: user.username,
    });
    return ok(true);
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
