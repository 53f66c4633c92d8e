import { createPasswordHasher, loadCommonPasswords } from '../accounts/index.js';
import { defineModule } from '../module-definition.js';
import { createAuditLog } from './audit-log.js';
import { createSecretBox, loadOrCreateDevKey } from './secret-box.js';
import type { StaffAccessService } from './staff-access.js';
import { staffAdminRoutes } from './staff-admin.routes.js';
import { staffAuthRoutes } from './staff-auth.routes.js';
import { registerStaffHooks, staffCookieOf, type AdminRoute } from './staff-hooks.js';
import { createStaffRepository } from './staff.repository.js';
import { createStaffService, type StaffService } from './staff.service.js';

/** The API prefix every module's routes are registered under (runtime/http.ts API_PREFIX). */
const API_PREFIX = '/api';
/** Dead staff sessions leave the table every 10 minutes (a used one is checked at use). */
const SESSION_SWEEP_CRON = '*/10 * * * *';

/** What other modules see: the audit log and names; operator commands also reach the accounts. */
export interface StaffModuleService extends StaffAccessService {
  /** Staff accounts (the staff:create command, tests). */
  readonly accounts: StaffService;
  /** The enrolment link of a token: `${PUBLIC_URL}/admin/enrol/<token>`. */
  readonly enrolmentUrl: (token: string) => string;
  /** Every /api/admin route with its access rule, as registered (the role × route matrix test). */
  readonly adminRoutes: () => readonly AdminRoute[];
}

/**
 * Staff accounts of the operator's desk, separate from customers (issue 25 items 1 and 2): TOTP
 * enrolment and sign-in, the staff cookie and session limits, the access rule of every
 * /api/admin route, and the audit log.
 */
export const staffModule = defineModule<Record<string, never>, StaffModuleService>({
  name: 'staff',
  create({ db, now, config, logError }) {
    const settings = config.accounts;
    const repo = createStaffRepository(db);
    const audit = createAuditLog(repo, now);
    const service = createStaffService({
      db,
      repo,
      now,
      hasher: createPasswordHasher(settings.passwordHashConcurrency),
      commonPasswords: loadCommonPasswords(),
      audit,
      secrets: createSecretBox(config.staffTotpKey ?? loadOrCreateDevKey(config.dataDir)),
    });
    const cookie = staffCookieOf(settings.publicUrl);
    const enrolmentUrl = (token: string) => `${settings.publicUrl}/admin/enrol/${token}`;
    const adminRoutes: AdminRoute[] = [];
    return {
      service: {
        audit,
        nameOf: (staffId) => repo.nameOf(staffId),
        accounts: service,
        enrolmentUrl,
        adminRoutes: () => adminRoutes,
      },
      hooks(app) {
        registerStaffHooks(app, {
          service,
          cookie,
          audit,
          db,
          apiPrefix: API_PREFIX,
          logError,
          onAdminRoute: (route) => adminRoutes.push(route),
        });
      },
      routes: [
        staffAuthRoutes({
          service,
          cookie,
          audit,
          db,
          signinsPerMinute: settings.signinsPerMinute,
        }),
        staffAdminRoutes({ service, enrolmentUrl }),
      ],
      schedules: [
        { name: 'staff-sessions-sweep', cron: SESSION_SWEEP_CRON, run: () => service.sweep() },
      ],
      startup: [
        {
          name: 'staff TOTP secrets sealed',
          run: async () => void (await service.sealLegacySecrets()),
        },
      ],
    };
  },
});
