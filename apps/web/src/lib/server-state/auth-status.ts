import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserDetailsResponse } from '@print/contracts';
import { requestJson } from '../api-client';
import { contractSchemas } from '../contracts';
import { queryKeys } from './query-keys';

/** What the web app knows about the caller's sign-in (spec 2 §4: undefined, then true or false). */
export type AuthStatus =
  | { readonly isLoggedIn: false }
  | { readonly isLoggedIn: true; readonly details: UserDetailsResponse };

/**
 * GET /api/auth/session: signed in with the account details, or anonymous — 200 either way, so
 * an anonymous visit logs no failed request. Failures are thrown (the query shows them as errors,
 * never as "logged out").
 */
export async function fetchAuthStatus(): Promise<AuthStatus> {
  const body = await requestJson('/auth/session');
  return (await contractSchemas.auth()).AuthSessionStateSchema.parse(body);
}

/** The caller's sign-in state; `data` is undefined until the first answer (spec 2 §4). */
export function useAuthStatus() {
  return useQuery({
    queryKey: queryKeys.authStatus(),
    queryFn: fetchAuthStatus,
    staleTime: 60_000,
  });
}

/** After sign-in, sign-out, a saved profile or a revoked session: read the state again. */
export function invalidateAuthStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.authStatus() });
}

/** At sign-out the answer is known: no request needed, every reader sees "anonymous" at once. */
export function setSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData<AuthStatus>(queryKeys.authStatus(), { isLoggedIn: false });
}
