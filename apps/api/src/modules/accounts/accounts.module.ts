import { authCookieOf, registerAuth, registerOriginCheck } from '../../plugins/auth.js';
import type { AnalysisService } from '../analysis/index.js';
import type { CartService } from '../cart/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { FilesService } from '../files/index.js';
import type { MailService } from '../mail/index.js';
import { defineModule } from '../module-definition.js';
import type { AccountContext } from './account-context.js';
import { accountMailsConsumer, accountMailsQueue, queueAccountMail } from './account-mail-jobs.js';
import { accountRoutes } from './account.routes.js';
import { createAccountsRepository } from './accounts.repository.js';
import { createAddressCheck } from './address-check.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createCarryOver } from './carry-over.js';
import { deviceCookieOf } from './device-cookie.js';
import { createCustomerDeskService, type CustomerDeskService } from './customer-desk.service.js';
import { createEmailChangeService } from './email-change.service.js';
import { loadCommonPasswords } from './common-passwords.js';
import { createPasswordHasher } from './password-hasher.js';
import { createPasswordService } from './password.service.js';
import { createProfileService, type ProfileService } from './profile.service.js';
import { createAccountDeletion, type AccountDeletion } from './account-deletion.service.js';
import { createSessionsService, type SessionsService } from './sessions.service.js';
import { createSigninGuard } from './signin-guard.js';

export interface AccountsNeeds {
  readonly catalog: CatalogService;
  readonly files: FilesService;
  readonly analysis: AnalysisService;
  readonly cart: CartService;
  readonly mail: MailService;
}

export interface AccountsService {
  /** Spec 2 §6: a verified company makes the account a business customer (the checkout asks). */
  readonly hasVerifiedCompany: (userId: string) => Promise<boolean>;
  /**
   * The command line verifies (or revokes) an account's company; false: no such user name. The
   * same use case as the desk's (customer-desk.service.ts verifyCompany).
   */
  readonly setVerifiedCompany: (username: string, isVerified: boolean) => Promise<boolean>;
  readonly sessions: SessionsService;
  /** The desk's customer use cases (the customers-desk module serves them). */
  readonly customerDesk: CustomerDeskService;
  /** The account's details as the customer sees them (the privacy module's data export). */
  readonly getDetails: ProfileService['getDetails'];
  /** The customer deletes the account with the password (modules/privacy serves it). */
  readonly deleteAccount: AccountDeletion;
}

/** Sessions that died unused leave the table every 10 minutes (a used one is checked at use). */
const SESSION_SWEEP_CRON = '*/10 * * * *';

/** Accounts, sign-in and sessions (issue 10; docs/decisions/0009-accounts-and-sessions.md). */
export const accountsModule = defineModule<AccountsNeeds, AccountsService>({
  name: 'accounts',
  create({ db, jobs, now, config }, needs) {
    const settings = config.accounts;
    const repo = createAccountsRepository(db);
    const sessions = createSessionsService({ db, now });
    const customerDesk = createCustomerDeskService({ db, now });
    const ctx: AccountContext = {
      db,
      repo,
      sessions,
      hasher: createPasswordHasher(settings.passwordHashConcurrency),
      guard: createSigninGuard(repo, now),
      isBlockedNow: customerDesk.isBlockedNow,
      mail: needs.mail,
      commonPasswords: loadCommonPasswords(),
      checkAddresses: createAddressCheck(needs.catalog),
      carryOver: createCarryOver({ db, ...needs }),
      publicUrl: settings.publicUrl,
      now,
      queueMail: (job) => queueAccountMail(jobs, job),
    };
    const cookie = authCookieOf(settings.publicUrl);
    const auth = createAuthService(ctx);
    const passwords = createPasswordService(ctx);
    const profile = createProfileService(ctx);
    const emailChange = createEmailChangeService(ctx);
    const deviceCookie = deviceCookieOf(settings.publicUrl);
    const currentCart = (userId: string) => ctx.carryOver(null, userId);
    return {
      service: {
        hasVerifiedCompany: async (userId) =>
          (await repo.findUserById(userId))?.isVerifiedCompany === true,
        setVerifiedCompany: async (username, isVerified) =>
          (await customerDesk.verifyCompany({ userName: username }, isVerified, { staffId: null }))
            .ok,
        sessions,
        customerDesk,
        getDetails: profile.getDetails,
        deleteAccount: createAccountDeletion(ctx),
      },
      hooks(app) {
        // After the session plugin's hook: a valid auth cookie makes the request the account's.
        registerAuth(app, cookie, sessions);
        registerOriginCheck(app, settings.publicUrl);
      },
      routes: [
        authRoutes({ auth, passwords, sessions, cookie, deviceCookie, settings, currentCart }),
        accountRoutes({ passwords, profile, emailChange, sessions, cookie, settings }),
      ],
      queues: [accountMailsQueue],
      consumers: [accountMailsConsumer(ctx)],
      schedules: [
        { name: 'sessions-sweep', cron: SESSION_SWEEP_CRON, run: () => sessions.sweep() },
      ],
    };
  },
});
