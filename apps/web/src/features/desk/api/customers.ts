import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AdminCustomerDetailSchema,
  AdminCustomerListSchema,
  type AdminCustomerDetail,
  type AdminCustomerList,
} from '@print/contracts';
import { customerListPath, type CustomerFilters } from '../utils/customer-filters';
import { deskRequest } from './desk-client';

export const customerKeys = {
  lists: ['desk', 'customers', 'list'] as const,
  list: (path: string) => ['desk', 'customers', 'list', path] as const,
  detail: (customerId: string) => ['desk', 'customers', 'detail', customerId] as const,
};

/** GET /api/admin/customers with the URL's filters; the previous page stays while the next loads. */
export function useCustomerList(filters: CustomerFilters) {
  const path = customerListPath(filters);
  return useQuery({
    queryKey: customerKeys.list(path),
    queryFn: async ({ signal }): Promise<AdminCustomerList> =>
      AdminCustomerListSchema.parse(await deskRequest(path, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

function customerPath(customerId: string): string {
  return `/admin/customers/${encodeURIComponent(customerId)}`;
}

export function useCustomerDetail(customerId: string) {
  return useQuery({
    queryKey: customerKeys.detail(customerId),
    queryFn: async ({ signal }): Promise<AdminCustomerDetail> =>
      AdminCustomerDetailSchema.parse(await deskRequest(customerPath(customerId), { signal })),
    retry: false,
    staleTime: 0,
  });
}

/** POST …/verify-company: verifies (or revokes) the company; answers the changed customer. */
export async function verifyCustomerCompany(
  customerId: string,
  verified: boolean,
): Promise<AdminCustomerDetail> {
  return AdminCustomerDetailSchema.parse(
    await deskRequest(`${customerPath(customerId)}/verify-company`, {
      method: 'POST',
      body: { verified },
    }),
  );
}

/** POST …/block with a required reason: every session ends, sign-in is refused. */
export async function blockCustomer(
  customerId: string,
  reason: string,
): Promise<AdminCustomerDetail> {
  return AdminCustomerDetailSchema.parse(
    await deskRequest(`${customerPath(customerId)}/block`, { method: 'POST', body: { reason } }),
  );
}

/** POST …/unblock: the customer can sign in again. */
export async function unblockCustomer(customerId: string): Promise<AdminCustomerDetail> {
  return AdminCustomerDetailSchema.parse(
    await deskRequest(`${customerPath(customerId)}/unblock`, { method: 'POST' }),
  );
}
