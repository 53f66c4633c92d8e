import type { NewVoucherRow } from './vouchers.repository.js';

/**
 * The welcome voucher the shop advertises (spec 2: "10 percent with a fixed code"): no minimum,
 * no end, unlimited use. Further vouchers are data the shop adds, not code.
 */
export const WELCOME_VOUCHER_CODE = 'WELCOME10';

export const VOUCHER_SEED: readonly NewVoucherRow[] = [
  {
    id: 'welcome-10',
    code: WELCOME_VOUCHER_CODE,
    type: 'percentage',
    value: 10,
    fromDate: null,
    toDate: null,
    minValueCents: 0,
    maxUsage: null,
    freeShipping: false,
  },
];
