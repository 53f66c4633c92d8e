import { randomUUID } from 'node:crypto';
import type { Language, SignupRequestSchema } from '@print/contracts';
import {
  checkPasswordNotCommon,
  DEVICE_TRUST_MS,
  emailKey,
  err,
  ok,
  OPTIN_LINK_TTL_MS,
  userNameKey,
  type Result,
} from '@print/domain';
import type { z } from 'zod';
import { issueLink, sendAccountMail, type AccountContext } from './account-context.js';
import { isUniqueViolation } from '../../db/sql-state.js';
import type { UserRow } from './accounts.repository.js';
import { needsRehash } from './password-hasher.js';
import { generateSecretToken, hashToken } from './secret-tokens.js';
import type { LiveSession } from './sessions.service.js';
import type { FailureSubject, RefusalCode } from './signin-guard.js';

type Signup = z.output<typeof SignupRequestSchema>;

export interface SignedIn {
  readonly token: string;
  readonly session: LiveSession;
  readonly user: UserRow;
  readonly cartId: string | null;
  /** The browser's new device cookie value (device-cookie.ts). */
  readonly deviceToken: string;
}

/** Who is calling: the client's address and the device cookie it sent (null: none). */
export interface Caller {
  readonly clientKey: string;
  readonly deviceToken: string | null;
}

const blocked = () =>
  err('ACCOUNT_BLOCKED', 'This account is blocked: please contact us to have it opened again');

/** Registration, opt-in and sign-in (spec 2 §7; docs/decisions/0009-accounts-and-sessions.md). */
export function createAuthService(ctx: AccountContext) {
  const { repo, hasher, guard, now } = ctx;

  /** An unconfirmed account whose opt-in link expired no longer holds its name or e-mail. */
  async function freeIfAbandoned(user: UserRow | null): Promise<UserRow | null> {
    if (!user || user.confirmedAt || user.blockedAt) return user;
    const cutoff = new Date(now().getTime() - OPTIN_LINK_TTL_MS);
    await repo.deleteUnconfirmedBefore(user.id, cutoff);
    return user.createdAt < cutoff ? null : user;
  }

  async function signup(
    input: Signup,
    lang: Language,
    clientKey: string,
  ): Promise<
    Result<true, 'PASSWORD_TOO_COMMON' | 'VALIDATION_FAILED' | 'USER_NAME_TAKEN' | RefusalCode>
  > {
    // A taken user name is the one answer that tells something: it costs like a failed sign-in,
    // from the same per-client budget, so names cannot be probed here faster than passwords.
    const client: FailureSubject = { kind: 'client', clientKey };
    const admitted = await guard.admitClient(client);
    if (!admitted.ok) return admitted;
    const common = checkPasswordNotCommon(input.password, ctx.commonPasswords);
    if (!common.ok) return common;
    const addresses = await ctx.checkAddresses({
      billingAddress: input.billingAddress,
      shippingAddress: input.shippingAddress,
    });
    if (!addresses.ok) return addresses;
    // Hashed before any lookup: a taken e-mail answers as slowly as a new account.
    const passwordHash = await hasher.hash(input.password);
    const nameKey = userNameKey(input.username);
    const mailKey = emailKey(input.email);
    if (await freeIfAbandoned(await repo.findUserByUsernameKey(nameKey))) {
      await guard.recordFailure([client]);
      return err('USER_NAME_TAKEN', 'This user name is taken');
    }
    const owner = await freeIfAbandoned(await repo.findUserByEmailKey(mailKey));
    if (owner) {
      // No enumeration: the same answer as a registration; the owner learns of the attempt.
      await ctx.queueMail({ kind: 'already-registered', userId: owner.id, lang });
      return ok(true);
    }
    const at = now();
    const userId = randomUUID();
    try {
      await repo.insertUser({
        id: userId,
        username: input.username,
        usernameKey: nameKey,
        email: input.email,
        emailKey: mailKey,
        passwordHash,
        language: lang,
        billingAddress: input.billingAddress,
        shippingAddress: input.shippingAddress,
        createdAt: at,
        updatedAt: at,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A parallel registration won the race for the name (or, silently, for the e-mail).
      if (await repo.findUserByUsernameKey(nameKey)) {
        await guard.recordFailure([client]);
        return err('USER_NAME_TAKEN', 'This user name is taken');
      }
      return ok(true);
    }
    const url = await issueLink(ctx, { userId, purpose: 'optin', ttlMs: OPTIN_LINK_TTL_MS, lang });
    await sendAccountMail(ctx, { kind: 'optin', lang, to: input.email, name: input.username, url });
    return ok(true);
  }

  /**
   * Confirms the account of an opt-in code. A second click on a link that was used (or replaced by
   * a newer one) of an account that is confirmed says so; any other code, random ones included,
   * is just invalid: only a holder of a real link learns that its account is active.
   */
  async function optin(
    code: string,
  ): Promise<Result<true, 'LINK_INVALID' | 'ACCOUNT_ALREADY_CONFIRMED'>> {
    const tokenHash = hashToken(code);
    const link = await repo.consumeLink(tokenHash, 'optin', now());
    if (!link) {
      const used = await repo.findLink(tokenHash, 'optin');
      const owner = used?.usedAt ? await repo.findUserById(used.userId) : null;
      if (owner?.confirmedAt)
        return err(
          'ACCOUNT_ALREADY_CONFIRMED',
          'This account is already confirmed: please sign in',
        );
      return err('LINK_INVALID', 'This link is invalid, used or expired');
    }
    await repo.updateUser(link.userId, { confirmedAt: now(), updatedAt: now() });
    return ok(true);
  }

  /**
   * A new opt-in link for an unconfirmed account (user name or e-mail). The answer is the same for
   * every login (no enumeration): a queued job looks the account up and mails (account-mail-jobs).
   */
  async function resendOptin(login: string, lang: Language): Promise<void> {
    await ctx.queueMail({ kind: 'optin-resend', login, lang });
  }

  /** The account the caller's device cookie marks (null: none, unknown or expired). */
  async function deviceOwner(caller: Caller): Promise<string | null> {
    return caller.deviceToken ? repo.findDeviceUser(hashToken(caller.deviceToken), now()) : null;
  }

  /** Marks the browser as a known device of the account, replacing the token it sent. */
  async function trustDevice(userId: string, caller: Caller): Promise<string> {
    const token = generateSecretToken();
    const at = now();
    await repo.replaceDevice(
      {
        tokenHash: hashToken(token),
        userId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + DEVICE_TRUST_MS),
      },
      caller.deviceToken ? hashToken(caller.deviceToken) : null,
    );
    return token;
  }

  /**
   * Sign-in (docs/decisions/0009): failures count per account, per client and per device cookie;
   * a browser the account signed in from before is admitted while the account is under attack
   * from elsewhere, other clients get 429 with Retry-After. Shorter passwords from before the
   * 12-character rule still sign in: the rule applies only where a password is set.
   */
  async function signin(
    input: {
      readonly username: string;
      readonly password: string;
      readonly sessionId: string | null;
      readonly userAgent: string;
    },
    caller: Caller,
  ): Promise<
    Result<
      SignedIn,
      'INVALID_CREDENTIALS' | 'ACCOUNT_NOT_CONFIRMED' | 'ACCOUNT_BLOCKED' | RefusalCode
    >
  > {
    const loginKey = input.username.includes('@')
      ? emailKey(input.username)
      : userNameKey(input.username);
    // The account (with its failure count) and the device cookie's account at once.
    const [found, deviceUserId] = await Promise.all([
      repo.findLogin(loginKey, guard.windowStart()),
      deviceOwner(caller),
    ]);
    const user = found?.user ?? null;
    const account: FailureSubject = { kind: 'account', userId: user?.id ?? null, loginKey };
    const client: FailureSubject = { kind: 'client', clientKey: caller.clientKey };
    const device: FailureSubject | null =
      user && caller.deviceToken && deviceUserId === user.id
        ? { kind: 'device', tokenHash: hashToken(caller.deviceToken) }
        : null;
    const admitted = await guard.admit({
      account,
      accountFailures: found?.failures ?? null,
      client,
      device,
    });
    if (!admitted.ok) return admitted;
    const isValid = user
      ? await hasher.verify(user.passwordHash, input.password)
      : (await hasher.verifyDummy(input.password), false);
    if (!user || !isValid) {
      await guard.recordFailure(device ? [device] : [account, client]);
      return err('INVALID_CREDENTIALS', 'User name and password do not match');
    }
    // Only to the right password: a stranger learns nothing about the account (docs/decisions/0009).
    if (user.blockedAt) return blocked();
    if (!user.confirmedAt) {
      return err('ACCOUNT_NOT_CONFIRMED', 'Please confirm your e-mail address first');
    }
    if (needsRehash(user.passwordHash)) {
      await repo.updateUser(user.id, { passwordHash: await hasher.hash(input.password) });
    }
    // Independent writes: the new session, the device mark, and the anonymous session's files
    // and carts to the account (pooled connections at once).
    const [{ token, session }, cartId, deviceToken] = await Promise.all([
      ctx.sessions.start(user.id, input.userAgent),
      ctx.carryOver(input.sessionId, user.id),
      trustDevice(user.id, caller),
    ]);
    // A block committed while this sign-in ran: its session and device mark go again. The check
    // waits for a block in progress (share lock), so no session outlives a block.
    if (await ctx.isBlockedNow(user.id)) {
      await Promise.all([ctx.sessions.end(session.id), repo.deleteDevices(user.id)]);
      return blocked();
    }
    return ok({ token, session, user, cartId, deviceToken });
  }

  /** Name and e-mail of an account (refresh answers them). */
  async function describe(userId: string): Promise<{ username: string; email: string }> {
    const user = await repo.findUserById(userId);
    return { username: user?.username ?? '', email: user?.email ?? '' };
  }

  return { signup, optin, resendOptin, signin, describe };
}

export type AuthService = ReturnType<typeof createAuthService>;
