export { vouchersModule } from './vouchers.module.js';
export type { VouchersService } from './vouchers.service.js';
export type { CheckoutVoucher, VoucherUse } from './vouchers-checkout-sql.js';
export { WELCOME_VOUCHER_CODE } from './vouchers.seed.js';
export { notUsableVoucherState, VOUCHER_NOT_USABLE } from './voucher-not-usable.js';
export { isCodeTaken, type AdminVoucherRecord, type VoucherAdmin } from './vouchers-admin.js';
