export { createVouchersService, type VouchersService } from './vouchers.service.js';
export { WELCOME_VOUCHER_CODE } from './vouchers.seed.js';
