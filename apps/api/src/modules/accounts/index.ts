import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { authCookieOf } from '../../plugins/auth.js';
import type { AccountsSettings } from '../../plugins/config.js';
import { createPeriodicTask } from '../../plugins/periodic-task.js';
import type { AnalysisService } from '../analysis/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { FilesService } from '../files/index.js';
import type { MailService } from '../mail/index.js';
import { createLaterQueue, type AccountContext } from './account-context.js';
import { accountRoutes } from './account.routes.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createAddressCheck } from './address-check.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createCarryOver } from './carry-over.js';
import { loadCommonPasswords } from './common-passwords.js';
import { createPasswordHasher } from './password-hasher.js';
import { createPasswordService } from './password.service.js';
import { createProfileService } from './profile.service.js';
import { createSessionsService } from './sessions.service.js';
import { createSigninGuard } from './signin-guard.js';

export { createAccountsRepository } from './accounts.repository.js';
export { ARGON2_OPTIONS } from './password-hasher.js';

export interface AccountsDeps {
  readonly db: Db;
  readonly catalog: CatalogService;
  readonly files: FilesService;
  readonly analysis: AnalysisService;
  readonly mail: MailService;
  readonly settings: AccountsSettings;
  readonly now: () => Date;
  readonly logError: (error: unknown) => void;
}

/** Accounts, sign-in and sessions (issue 10): services, the auth cookie and the route plugins. */
export function createAccountsModule(deps: AccountsDeps) {
  const { db, now, settings } = deps;
  const repo = createAccountsRepository(db);
  const sessions = createSessionsService({ db, now });
  const queue = createLaterQueue(deps.logError);
  const carryOver = createCarryOver(deps);
  const ctx: AccountContext = {
    db,
    repo,
    sessions,
    hasher: createPasswordHasher(settings.passwordHashConcurrency),
    guard: createSigninGuard(repo, now),
    mail: deps.mail,
    commonPasswords: loadCommonPasswords(),
    checkAddresses: createAddressCheck(deps.catalog),
    carryOver,
    publicUrl: settings.publicUrl,
    now,
    later: (task) => queue.later(task),
  };
  const cookie = authCookieOf(settings.publicUrl);
  const auth = createAuthService(ctx);
  const passwords = createPasswordService(ctx);
  const profile = createProfileService(ctx);
  const routes: FastifyPluginAsync[] = [
    authRoutes({
      auth,
      passwords,
      sessions,
      cookie,
      settings,
      currentCart: (userId) => carryOver(null, userId),
    }),
    accountRoutes({ passwords, profile, sessions, cookie }),
  ];
  /** Spec 2 §6: a verified company makes the account a business customer (the orders module). */
  const hasVerifiedCompany = async (userId: string) =>
    (await repo.findUserById(userId))?.isVerifiedCompany === true;
  // Sessions that died unused leave the table every 10 minutes (a used one is checked at use).
  const sessionSweep = createPeriodicTask({
    intervalMs: 10 * 60 * 1000,
    run: () => sessions.sweep(),
    onError: (error) => deps.logError(error),
  });
  return {
    cookie,
    sessions,
    routes,
    hasVerifiedCompany,
    drain: queue.drain,
    start: () => sessionSweep.start(),
    stop: () => sessionSweep.stop(),
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
