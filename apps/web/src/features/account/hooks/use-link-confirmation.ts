import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { confirmEmailChange, confirmOptin } from '../api/auth-api';

const CONFIRM = { optin: confirmOptin, email: confirmEmailChange } as const;

/**
 * Confirms a single-use link once: a query (not an effect) so that a second render, React's
 * strict mode or a remount never sends the code twice and reads a used link as invalid.
 */
export function useLinkConfirmation(kind: 'optin' | 'email', code: string) {
  return useQuery({
    queryKey: queryKeys.linkConfirmation(kind, code),
    queryFn: async () => {
      await CONFIRM[kind](code);
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
