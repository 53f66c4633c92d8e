export {
  createVouchersService,
  toVoucher,
  voucherLookupKey,
  type VouchersService,
} from './vouchers.service.js';
export type { VoucherRow } from './vouchers.repository.js';
export { WELCOME_VOUCHER_CODE } from './vouchers.seed.js';
