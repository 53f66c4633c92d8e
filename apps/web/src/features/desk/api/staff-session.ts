import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  StaffEnrolmentInfoSchema,
  StaffMeSchema,
  StaffTotpConfirmResponseSchema,
  StaffTotpSetupResponseSchema,
} from '@print/contracts';
import type { z } from 'zod';
import { deskRequest, ME_PATH } from './desk-client';

export type StaffMe = z.infer<typeof StaffMeSchema>;
export type StaffTotpSetup = z.infer<typeof StaffTotpSetupResponseSchema>;

export const deskKeys = {
  me: ['desk', 'me'] as const,
  all: ['desk'] as const,
};

/** GET /api/admin/auth/me: the signed-in member; 404 (ApiError) when not signed in. */
export async function fetchStaffMe(): Promise<StaffMe> {
  return StaffMeSchema.parse(await deskRequest(ME_PATH));
}

export function useStaffMe() {
  return useQuery({
    queryKey: deskKeys.me,
    queryFn: fetchStaffMe,
    retry: false,
    staleTime: 60_000,
  });
}

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  readonly code: string;
}

/** POST /api/admin/auth/sign-in, then the member as /auth/me sees it. */
export async function signInStaff(input: SignInInput): Promise<StaffMe> {
  await deskRequest('/admin/auth/sign-in', { method: 'POST', body: input });
  return fetchStaffMe();
}

/** Ends this session (or every session of the member) and forgets everything the desk loaded. */
export async function signOutStaff(client: QueryClient, everywhere: boolean): Promise<void> {
  const path = everywhere ? '/admin/auth/sign-out-everywhere' : '/admin/auth/sign-out';
  try {
    await deskRequest(path, { method: 'POST' });
  } finally {
    client.removeQueries({ queryKey: deskKeys.all });
  }
}

export function useSignOut() {
  const client = useQueryClient();
  return (everywhere: boolean) => signOutStaff(client, everywhere);
}

export async function fetchEnrolmentInfo(token: string) {
  return StaffEnrolmentInfoSchema.parse(
    await deskRequest(`/admin/auth/enrolment/${encodeURIComponent(token)}`),
  );
}

/** POST /api/admin/auth/enrolment/:token: sets the password and opens an enrolling session. */
export async function enrolStaff(token: string, password: string): Promise<void> {
  await deskRequest(`/admin/auth/enrolment/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });
}

export async function startTotpSetup(): Promise<StaffTotpSetup> {
  return StaffTotpSetupResponseSchema.parse(
    await deskRequest('/admin/auth/totp/setup', { method: 'POST' }),
  );
}

export async function confirmTotp(code: string) {
  return StaffTotpConfirmResponseSchema.parse(
    await deskRequest('/admin/auth/totp/confirm', { method: 'POST', body: { code } }),
  );
}
