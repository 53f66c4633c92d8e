import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AdminBankImportListSchema,
  AdminBankImportResultSchema,
  AdminBankTransactionListSchema,
  AdminBankTransactionSchema,
  type AdminBankImportList,
  type AdminBankImportResult,
  type AdminBankTransaction,
  type AdminBankTransactionList,
  type BankTransactionState,
} from '@print/contracts';
import { ApiError } from '../../../lib/api-client';
import { API_BASE_PATH } from '../../../lib/config';
import { deskRequest, toQueryString } from './desk-client';

export const paymentKeys = {
  all: ['desk', 'payments'] as const,
  imports: ['desk', 'payments', 'imports'] as const,
  transactions: (state: BankTransactionState, page: number) =>
    ['desk', 'payments', 'transactions', state, page] as const,
};

export function useBankImports() {
  return useQuery({
    queryKey: paymentKeys.imports,
    queryFn: async ({ signal }): Promise<AdminBankImportList> =>
      AdminBankImportListSchema.parse(await deskRequest('/admin/payments/imports', { signal })),
    staleTime: 5_000,
  });
}

/** GET /api/admin/payments/transactions: one state's payments (unmatched: the queue). */
export function useBankTransactions(state: BankTransactionState, page: number) {
  return useQuery({
    queryKey: paymentKeys.transactions(state, page),
    queryFn: async ({ signal }): Promise<AdminBankTransactionList> =>
      AdminBankTransactionListSchema.parse(
        await deskRequest(
          `/admin/payments/transactions${toQueryString({ state, page: String(page) })}`,
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

function errorOf(body: unknown): { code: string; message?: string } {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    code: typeof error?.code === 'string' ? error.code : 'HTTP_ERROR',
    ...(typeof error?.message === 'string' ? { message: error.message } : {}),
  };
}

/**
 * POST /api/admin/payments/imports with the file as one multipart part (the desk client speaks
 * JSON only). Throws ApiError with the server's code and reason (e.g. BANK_ACCOUNT_MISMATCH).
 */
export async function uploadBankFile(file: File): Promise<AdminBankImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/admin/payments/imports`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'network');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { code, message } = errorOf(json);
    throw new ApiError(response.status, code, `${response.status} on upload`, message);
  }
  return AdminBankImportResultSchema.parse(json);
}

export async function assignBankTransaction(
  id: number,
  request: { readonly orderNumber: string; readonly note?: string | undefined },
): Promise<AdminBankTransaction> {
  return AdminBankTransactionSchema.parse(
    await deskRequest(`/admin/payments/transactions/${id}/assign`, {
      method: 'POST',
      body: request,
    }),
  );
}

export async function ignoreBankTransaction(
  id: number,
  reason: string,
): Promise<AdminBankTransaction> {
  return AdminBankTransactionSchema.parse(
    await deskRequest(`/admin/payments/transactions/${id}/ignore`, {
      method: 'POST',
      body: { reason },
    }),
  );
}
