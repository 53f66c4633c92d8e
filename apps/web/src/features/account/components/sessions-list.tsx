import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { notify } from '../../../stores/notification-store';
import { endOtherSessions, fetchSessions } from '../api/auth-api';
import { useAccountText } from '../texts';
import { formatDateTime } from '../utils/format-date-time';

/** The account's active sessions and "end other sessions" (issue 10 item 3, OWASP ASVS 3.3). */
export function SessionsList() {
  const t = useAccountText();
  const { language } = useRouteLanguage();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: queryKeys.authSessions(), queryFn: fetchSessions });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      notify({
        type: 'success',
        header: t('account.sessions.endedHeader'),
        body: t('account.sessions.endedBody'),
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.authSessions() });
    },
    onError: () =>
      notify({ type: 'warning', header: t('errors.genericHeader'), body: t('errors.genericBody') }),
  });
  const list = sessions.data ?? [];
  const hasOthers = list.some((session) => !session.isCurrent);
  return (
    <section className="account-section" aria-labelledby="account-sessions">
      <h2 id="account-sessions" className="account-section__title">
        {t('account.sessions.title')}
      </h2>
      <p>{t('account.sessions.lead')}</p>
      <ul className="account-sessions" data-testid="sessions">
        {list.map((session) => (
          <li key={session.id} className="account-sessions__item">
            <span className="account-sessions__agent">
              {session.userAgent}
              {session.isCurrent && (
                <strong className="account-badge"> {t('account.sessions.current')}</strong>
              )}
            </span>
            <span>
              {t('account.sessions.created', {
                date: formatDateTime(new Date(session.createdAt), language),
              })}
              {' · '}
              {t('account.sessions.lastSeen', {
                date: formatDateTime(new Date(session.lastSeenAt), language),
              })}
            </span>
          </li>
        ))}
      </ul>
      {sessions.isSuccess && !hasOthers && <p>{t('account.sessions.none')}</p>}
      <button
        type="button"
        className="button button--secondary"
        disabled={!hasOthers || endOthers.isPending}
        onClick={() => endOthers.mutate()}
      >
        {t('account.sessions.endOthers')}
      </button>
    </section>
  );
}
