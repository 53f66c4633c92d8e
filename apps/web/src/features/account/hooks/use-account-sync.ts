import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../../../lib/api-client';
import { setSignedOut, useAuthStatus } from '../../../lib/server-state/auth-status';
import { localizePath, splitLanguagePath } from '../../../lib/language';
import { useDepartureStore } from '../../../stores/departure-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { useSessionStore } from '../../../stores/session-store';
import { rememberReturnPath } from '../utils/return-path';

/**
 * Mounted once by the shell: mirrors the sign-in state into the session store (header, cart's
 * next step), makes an account with a verified company (or the stored preference) a business
 * customer everywhere (spec 2 §6), and sends a visitor whose session expired (403 and a failed
 * refresh) to /login, remembering the page.
 */
export function useAccountSync(): { readonly isVerifiedCompany: boolean } {
  const { data } = useAuthStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
    useDepartureStore.getState().arrive(location.pathname);
  }, [location]);

  const isLoggedIn = data?.isLoggedIn === true;
  const details = data?.isLoggedIn === true ? data.details : null;
  const isVerifiedCompany = details?.billingInformation.isVerifiedCompany === true;
  // The account's stored choice (or its verified company), as the API computes it.
  const accountPrefersBusiness = details?.isBusinessCustomer === true;
  const username = details?.username ?? null;
  const isBusinessCustomer = usePreferencesStore((state) => state.isBusinessCustomer);

  useEffect(() => {
    useSessionStore.getState().setLoggedIn(isLoggedIn);
  }, [isLoggedIn]);

  // At sign-in the account's preference applies once; the switch may change it afterwards.
  useEffect(() => {
    if (username !== null && accountPrefersBusiness) {
      usePreferencesStore.getState().setBusinessCustomer(true);
    }
  }, [username, accountPrefersBusiness]);

  // A verified company is a business customer everywhere: the switch cannot leave it.
  useEffect(() => {
    if (isVerifiedCompany && !isBusinessCustomer) {
      usePreferencesStore.getState().setBusinessCustomer(true);
    }
  }, [isVerifiedCompany, isBusinessCustomer]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      // A page being left on purpose (signed out, password changed) goes where it was sent.
      if (useDepartureStore.getState().leavingPath !== null) return;
      const { pathname, search } = locationRef.current;
      const { language } = splitLanguagePath(pathname);
      rememberReturnPath(`${pathname}${search}`);
      setSignedOut(queryClient);
      void navigate(localizePath('/login', language));
    });
    return () => setSessionExpiredHandler(null);
  }, [navigate, queryClient]);

  return { isVerifiedCompany };
}
