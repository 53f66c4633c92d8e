import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { refreshSession } from '../../../lib/api-client';
import { invalidateAuthStatus, useAuthStatus } from '../../../lib/server-state/auth-status';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { localizePath } from '../../../lib/language';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useDepartureStore } from '../../../stores/departure-store';
import { useAccountText } from '../texts';
import { decideGuardStep, type RefreshState } from '../utils/guard-step';
import { rememberReturnPath } from '../utils/return-path';

/**
 * Spec 2 §2 route guard around a page that needs a login: logged out, it first tries a refresh
 * (the session may only have idled), then remembers the page and goes to /login. A page left on
 * purpose (signed out on it, its password changed) is not guarded: see the departure store.
 */
export function RequireLogin({ children }: { readonly children: ReactNode }) {
  const t = useAccountText();
  const status = useAuthStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { language } = useRouteLanguage();
  // Signed out on this page (or its password changed): it is being left, not guarded to /login.
  const isLeaving = useDepartureStore((state) => state.leavingPath === location.pathname);
  const isAnonymous = status.data?.isLoggedIn === false && !isLeaving;
  const refresh = useQuery({
    queryKey: queryKeys.authRefresh(),
    queryFn: refreshSession,
    enabled: isAnonymous,
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  // Being left, the page stays while signed in and waits, never refreshing, once signed out.
  const refreshState: RefreshState = isLeaving
    ? 'pending'
    : !isAnonymous
      ? 'idle'
      : (refresh.data ?? 'pending');
  const step = decideGuardStep(status.data, refreshState);
  const isRefreshed = isAnonymous && refresh.data === true;

  useEffect(() => {
    if (isRefreshed) void invalidateAuthStatus(queryClient);
  }, [isRefreshed, queryClient]);

  useEffect(() => {
    if (step !== 'redirect') return;
    rememberReturnPath(`${location.pathname}${location.search}`);
    void navigate(localizePath('/login', language), { replace: true });
  }, [step, navigate, language, location.pathname, location.search]);

  if (step === 'allow') return children;
  return (
    <p className="account-page container" role="status">
      {t('guard.checking')}
    </p>
  );
}
