import { normalizeIban } from '@print/domain';
import { defineModule } from '../module-definition.js';
import type { OrdersService } from '../orders/index.js';
import type { StaffAccessService } from '../staff/index.js';
import { createBankFolderWatcher } from './bank-folder.js';
import { createBankRepository } from './bank.repository.js';
import { bankRoutes } from './bank.routes.js';
import { createBankService, type BankService } from './bank.service.js';

export interface BankNeeds {
  readonly orders: Pick<OrdersService, 'bankPayments'>;
  readonly staff: Pick<StaffAccessService, 'audit'>;
}

/**
 * Bank reconciliation (issue 26 item 1): camt.053/054 files from the desk's upload and from the
 * watched folder BANK_IMPORT_DIR (`worker`), matched to orders by QR reference, creditor
 * reference or order number in the text; the rest waits in the desk's queue. The account must be
 * the shop's: its QR-bill creditor IBAN (SHOP_CREDITOR_IBAN) or one of BANK_ACCOUNT_IBANS.
 */
export const bankModule = defineModule<BankNeeds, BankService>({
  name: 'bank',
  create({ db, config, now, logError }, { orders, staff }) {
    const accountIbans = new Set(
      [config.creditor.iban, ...(config.bank?.accountIbans ?? [])].map(normalizeIban),
    );
    const service = createBankService({
      db,
      repo: createBankRepository(db),
      orders: orders.bankPayments,
      accountIbans,
      now,
    });
    const importDir = config.bank?.importDir;
    const folder =
      importDir === undefined
        ? null
        : createBankFolderWatcher({
            dir: importDir,
            importFile: (source) => service.importFile(source),
            logError,
            now,
          });
    return {
      service,
      routes: [bankRoutes({ bank: service, staff })],
      relays:
        folder === null
          ? []
          : [{ name: 'bank folder', start: () => folder.start(), stop: () => folder.stop() }],
    };
  },
});
