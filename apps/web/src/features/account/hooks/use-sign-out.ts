import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { setSignedOut } from '../../../lib/server-state/auth-status';
import { switchCart } from '../../../lib/server-state/cart';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { localizePath, splitLanguagePath } from '../../../lib/language';
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
  return async (): Promise<void> => {
    await logout().catch(() => undefined);
    const { language, path } = splitLanguagePath(location.pathname);
    if (isProtectedPath(path)) await navigate(localizePath('/', language));
    switchCart(null);
    setSignedOut(queryClient);
    queryClient.removeQueries({ queryKey: queryKeys.userOrders() });
    queryClient.removeQueries({ queryKey: queryKeys.authSessions() });
    notify({
      type: 'success',
      header: t('shell.logoutDoneHeader'),
      body: t('shell.logoutDoneBody'),
    });
  };
}
