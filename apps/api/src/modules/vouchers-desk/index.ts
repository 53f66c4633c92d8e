export { vouchersDeskModule } from './vouchers-desk.module.js';
export type { VouchersDesk } from './vouchers-desk.service.js';
