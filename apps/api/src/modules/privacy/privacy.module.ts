import { authCookieOf } from '../../plugins/auth.js';
import { DEFAULT_RETENTION } from '../../plugins/config.js';
import type { AccountsService } from '../accounts/index.js';
import type { AnalysisService } from '../analysis/index.js';
import type { CartService } from '../cart/index.js';
import type { FilesService } from '../files/index.js';
import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import { exportAccountData, removeOwnedData } from './account-data.js';
import { privacyRoutes } from './privacy.routes.js';
import { runRetentionSweep, type RetentionReport } from './retention-sweep.js';

export interface PrivacyNeeds {
  readonly accounts: AccountsService;
  readonly files: FilesService;
  readonly analysis: AnalysisService;
  readonly cart: CartService;
  readonly orders: OrdersService;
}

export interface PrivacyService {
  /** The retention sweep (the worker's daily schedule; tests call it with a fixed clock). */
  readonly sweep: () => Promise<RetentionReport>;
}

/** Once a day, at a quiet hour (UTC). */
const RETENTION_CRON = '27 2 * * *';

/**
 * Data kept only as promised (docs/decisions/0033): the daily retention sweep of unordered files
 * and idle anonymous carts, and the customer's data download and account deletion. It composes
 * the owning modules' services and reaches into no table of theirs.
 */
export const privacyModule = defineModule<PrivacyNeeds, PrivacyService>({
  name: 'privacy',
  create({ db, now, config, logInfo }, needs) {
    const deps = { db, now, ...needs };
    const settings = config.retention ?? DEFAULT_RETENTION;
    async function sweep(): Promise<RetentionReport> {
      const report = await runRetentionSweep({ ...deps, settings });
      logInfo({ retention: report }, 'retention sweep done');
      return report;
    }
    return {
      service: { sweep },
      routes: [
        privacyRoutes({
          exportData: (userId) => exportAccountData(deps, userId),
          deleteAccount: needs.accounts.deleteAccount,
          removeOwnedData: (principal) => removeOwnedData(deps, principal),
          cookie: authCookieOf(config.accounts.publicUrl),
          now,
        }),
      ],
      schedules: [
        { name: 'retention-sweep', cron: RETENTION_CRON, run: async () => void (await sweep()) },
      ],
    };
  },
});
