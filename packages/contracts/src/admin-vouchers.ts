import { z } from 'zod';
import { VOUCHER_CODE_MAX_LENGTH, VOUCHER_CODE_MIN_LENGTH } from '@print/domain';
import { CentsSchema, IdSchema } from './common.js';

/*
 * Vouchers on the desk (issue 26 item 7): created, edited and deactivated by the owner (office may
 * read), with their use history. Validity is given as calendar days of the shop (Europe/Zurich),
 * both inclusive; money in integer cents; a percentage has at most 4 decimals.
 */

const IsoDateSchema = z.iso.date('DATE_INVALID');

/** Letters, digits, dash and underscore: what a customer can type without ambiguity. */
export const VoucherCodeSchema = z
  .string()
  .trim()
  .min(VOUCHER_CODE_MIN_LENGTH, 'VOUCHER_CODE_INVALID')
  .max(VOUCHER_CODE_MAX_LENGTH, 'VOUCHER_CODE_INVALID')
  .regex(/^[A-Za-z0-9_-]+$/, 'VOUCHER_CODE_INVALID');

const VoucherFieldsSchema = z.object({
  code: VoucherCodeSchema,
  type: z.enum(['percentage', 'absolute']),
  /** percentage: percent (0 < p ≤ 100, up to 4 decimals); absolute: cents > 0. */
  value: z.number('REQUIRED').positive('VOUCHER_VALUE_INVALID'),
  minValueCents: CentsSchema.min(0, 'VOUCHER_VALUE_INVALID').max(99_999_999_999),
  fromDate: IsoDateSchema.nullable(),
  toDate: IsoDateSchema.nullable(),
  /** null: unlimited. */
  maxUsage: z.number().int('VOUCHER_VALUE_INVALID').positive('VOUCHER_VALUE_INVALID').nullable(),
  freeShipping: z.boolean(),
});

/** The rules across fields, with the field each failure belongs to. */
function checkVoucher(value: z.infer<typeof VoucherFieldsSchema>, context: z.RefinementCtx): void {
  if (value.type === 'percentage') {
    const scaled = value.value * 10_000;
    if (value.value > 100 || Math.abs(scaled - Math.round(scaled)) > 1e-6)
      context.addIssue({ code: 'custom', path: ['value'], message: 'VOUCHER_VALUE_INVALID' });
  } else if (!Number.isSafeInteger(value.value)) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'VOUCHER_VALUE_INVALID' });
  }
  if (value.fromDate !== null && value.toDate !== null && value.toDate < value.fromDate)
    context.addIssue({ code: 'custom', path: ['toDate'], message: 'VOUCHER_DATES_INVALID' });
}

/** POST /api/admin/vouchers and PUT /api/admin/vouchers/:voucherId. */
export const AdminVoucherRequestSchema = VoucherFieldsSchema.superRefine(checkVoucher);
export type AdminVoucherRequest = z.infer<typeof AdminVoucherRequestSchema>;

export const AdminVoucherSchema = z.object({
  id: IdSchema,
  code: z.string(),
  type: z.enum(['percentage', 'absolute']),
  value: z.number(),
  minValueCents: CentsSchema,
  fromDate: z.iso.date().nullable(),
  toDate: z.iso.date().nullable(),
  maxUsage: z.number().int().nullable(),
  freeShipping: z.boolean(),
  /** Orders holding a use now (cancelled orders give theirs back). */
  usageCount: z.number().int(),
  active: z.boolean(),
  deactivatedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminVoucher = z.infer<typeof AdminVoucherSchema>;

export const AdminVoucherListSchema = z.object({ items: z.array(AdminVoucherSchema) });
export type AdminVoucherList = z.infer<typeof AdminVoucherListSchema>;

/** One order that used the voucher (released: the order was cancelled, the use given back). */
export const AdminVoucherUseSchema = z.object({
  orderId: IdSchema,
  orderNumber: z.string(),
  usedAt: z.iso.datetime(),
  releasedAt: z.iso.datetime().nullable(),
  discountCents: CentsSchema,
});

export const AdminVoucherDetailSchema = z.object({
  voucher: AdminVoucherSchema,
  uses: z.array(AdminVoucherUseSchema),
});
export type AdminVoucherDetail = z.infer<typeof AdminVoucherDetailSchema>;

export const AdminVoucherIdParamsSchema = z.object({ voucherId: IdSchema });
