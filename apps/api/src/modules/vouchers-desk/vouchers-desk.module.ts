import { defineModule } from '../module-definition.js';
import type { StaffAccessService } from '../staff/index.js';
import { vouchersDeskRoutes } from './vouchers-desk.routes.js';
import {
  createVouchersDesk,
  type VouchersDesk,
  type VouchersDeskNeeds,
} from './vouchers-desk.service.js';

/**
 * Vouchers on the desk (issue 26 item 7). Its own module, built after vouchers and orders (orders
 * needs vouchers): the vouchers module owns the vouchers' tables and SQL, the orders module names
 * the orders of the use history; this one composes them and serves /api/admin/vouchers.
 */
export const vouchersDeskModule = defineModule<
  VouchersDeskNeeds & { readonly staff: Pick<StaffAccessService, 'audit'> },
  VouchersDesk
>({
  name: 'vouchers-desk',
  create({ db, now }, { vouchers, orders, staff }) {
    const desk = createVouchersDesk({ db, now, vouchers, orders });
    return { service: desk, routes: [vouchersDeskRoutes(desk, staff)] };
  },
});
