import { defineModule } from '../module-definition.js';
import { createVouchersService, type VouchersService } from './vouchers.service.js';

/** Vouchers: lookup, the shop's standing ones (seeded), use counting and giving a use back. */
export const vouchersModule = defineModule<Record<string, never>, VouchersService>({
  name: 'vouchers',
  create({ db }) {
    const service = createVouchersService({ db });
    return { service, startup: [{ name: 'vouchers seed', run: () => service.seed() }] };
  },
});
