import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { whileSigningOut } from '../../../lib/api-client';
import { setSignedOut } from '../../../lib/server-state/auth-status';
import { switchCart } from '../../../lib/server-state/cart';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { localizePath, splitLanguagePath } from '../../../lib/language';
import { useDepartureStore } from '../../../stores/departure-store';
import { notify } from '../../../stores/notification-store';
import { logout } from '../api/auth-api';
import { useTranslation } from 'react-i18next';
import { isProtectedPath } from '../utils/protected-paths';

/**
 * Logs out (the server revokes the session), forgets the account's cart and says so; from a
 * page that needs a login it returns home (spec 2 §4). A failed call still ends the sign-in in
 * the browser: the visitor asked to leave.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The shell's namespace: this hook runs in the shell, which must not load the account texts.
  const { t } = useTranslation();
  return () =>
    // A request the server refuses once the session is revoked is the sign-out, not an expired
    // session: it must not send the visitor to /login instead of home.
    whileSigningOut(async () => {
      // A page that needs a login is left first, and its guard stays quiet until it is gone
      // (the router may commit home only after the session has ended).
      const { language, path } = splitLanguagePath(location.pathname);
      if (isProtectedPath(path)) {
        useDepartureStore.getState().leave(location.pathname);
        await navigate(localizePath('/', language));
      }
      await logout().catch(() => undefined);
      switchCart(null);
      setSignedOut(queryClient);
      queryClient.removeQueries({ queryKey: queryKeys.userOrders() });
      queryClient.removeQueries({ queryKey: queryKeys.authSessions() });
      notify({
        type: 'success',
        header: t('shell.logoutDoneHeader'),
        body: t('shell.logoutDoneBody'),
      });
    });
}
