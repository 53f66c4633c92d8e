import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useStaffMe } from '../api/staff-session';
import { useDeskText } from '../texts';
import { signInPath } from '../utils/desk-paths';

/**
 * Shows its children to a signed-in member. Signed out (GET /admin/auth/me answers 404): the
 * sign-in page, with "your session has expired" when this page had a session before (the query
 * still holds the member's data after the failed re-check), and the
 * way back. A session without TOTP reaches only the TOTP enrolment.
 */
export function RequireStaff({
  children,
  allowWithoutTotp = false,
}: {
  readonly children: ReactNode;
  readonly allowWithoutTotp?: boolean;
}) {
  const t = useDeskText();
  const me = useStaffMe();
  const location = useLocation();

  if (me.isError && me.error instanceof ApiError && me.error.status === 404) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={signInPath(from, me.data ? 'expired' : null)} replace />;
  }
  if (me.isError) {
    return (
      <p className="desk-alert desk-alert--error" role="alert">
        {t('common.loadFailed')}{' '}
        <button type="button" className="button button--link" onClick={() => void me.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (!me.data) return <p role="status">{t('common.loading')}</p>;
  if (!me.data.totpEnrolled && !allowWithoutTotp) return <Navigate to="/admin/totp" replace />;
  return children;
}
