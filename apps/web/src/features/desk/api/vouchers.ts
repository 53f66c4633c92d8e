import { useQuery } from '@tanstack/react-query';
import {
  AdminVoucherDetailSchema,
  AdminVoucherListSchema,
  AdminVoucherSchema,
  type AdminVoucher,
  type AdminVoucherDetail,
  type AdminVoucherList,
  type AdminVoucherRequest,
} from '@print/contracts';
import { deskRequest } from './desk-client';

export const voucherKeys = {
  list: ['desk', 'vouchers', 'list'] as const,
  detail: (voucherId: string) => ['desk', 'vouchers', 'detail', voucherId] as const,
};

const one = (voucherId: string) => `/admin/vouchers/${encodeURIComponent(voucherId)}`;

export function useVoucherList() {
  return useQuery({
    queryKey: voucherKeys.list,
    queryFn: async ({ signal }): Promise<AdminVoucherList> =>
      AdminVoucherListSchema.parse(await deskRequest('/admin/vouchers', { signal })),
  });
}

/** A voucher and the orders that used it. */
export function useVoucherDetail(voucherId: string) {
  return useQuery({
    queryKey: voucherKeys.detail(voucherId),
    queryFn: async ({ signal }): Promise<AdminVoucherDetail> =>
      AdminVoucherDetailSchema.parse(await deskRequest(one(voucherId), { signal })),
    staleTime: 0,
  });
}

/** POST /api/admin/vouchers, or PUT …/:voucherId when editing (409 VOUCHER_CODE_TAKEN). */
export async function saveVoucher(
  voucherId: string | null,
  request: AdminVoucherRequest,
): Promise<AdminVoucher> {
  const body = await deskRequest(voucherId === null ? '/admin/vouchers' : one(voucherId), {
    method: voucherId === null ? 'POST' : 'PUT',
    body: request,
  });
  return AdminVoucherSchema.parse(body);
}

export async function setVoucherActive(
  voucherId: string,
  isActive: boolean,
): Promise<AdminVoucher> {
  const body = await deskRequest(`${one(voucherId)}/${isActive ? 'activate' : 'deactivate'}`, {
    method: 'POST',
  });
  return AdminVoucherSchema.parse(body);
}
