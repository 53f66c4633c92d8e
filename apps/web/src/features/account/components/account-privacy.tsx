import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { setSignedOut } from '../../../lib/server-state/auth-status';
import { switchCart } from '../../../lib/server-state/cart';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useLocalizePath } from '../../../lib/use-route-language';
import { useDepartureStore } from '../../../stores/departure-store';
import { notify } from '../../../stores/notification-store';
import { deleteAccount, fetchAccountData } from '../api/auth-api';
import { useAccountText } from '../texts';

/** Saves the text as a file through a temporary link (the browser's own download). */
function saveJson(json: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The password dialog of the account's deletion; on success the visitor leaves signed out. */
export function DeleteAccountDialog({ onClose }: { readonly onClose: () => void }) {
  const t = useAccountText();
  const to = useLocalizePath();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const removal = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // /account needs a login: leave it first, so its guard does not send the visitor to /login.
      useDepartureStore.getState().leave(location.pathname);
      await navigate(to('/'));
      switchCart(null);
      setSignedOut(queryClient);
      queryClient.removeQueries({ queryKey: queryKeys.userOrders() });
      queryClient.removeQueries({ queryKey: queryKeys.authSessions() });
      notify({
        type: 'success',
        header: t('account.privacy.deletedHeader'),
        body: t('account.privacy.deletedBody'),
      });
    },
  });
  const error = removal.error;
  const errorText =
    error instanceof ApiError && error.code === 'PASSWORD_WRONG'
      ? t('account.privacy.passwordWrong')
      : error instanceof ApiError && error.status === 429
        ? t('errors.rateLimited')
        : error
          ? t('errors.genericBody')
          : null;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '' || removal.isPending) return;
    removal.mutate(password);
  }
  return (
    <Dialog
      title={t('account.privacy.dialogTitle')}
      description={t('account.privacy.dialogLead')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('account.privacy.password')}
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {errorText !== null && (
          <p role="alert" className="account-privacy__error">
            {errorText}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('account.privacy.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary account-privacy__delete"
            disabled={password === '' || removal.isPending}
          >
            {t('account.privacy.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** /account: the data download (JSON) and the account's deletion (issue 27 item 6). */
export function AccountPrivacy() {
  const t = useAccountText();
  const [isDeleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: fetchAccountData,
    onSuccess: (json) => {
      saveJson(json, `print-portal-data-${new Date().toISOString().slice(0, 10)}.json`);
      notify({
        type: 'success',
        header: t('account.privacy.downloadedHeader'),
        body: t('account.privacy.downloadedBody'),
      });
    },
    onError: () =>
      notify({ type: 'warning', header: t('errors.genericHeader'), body: t('errors.genericBody') }),
  });
  return (
    <section className="account-section" aria-labelledby="account-privacy">
      <h2 id="account-privacy" className="account-section__title">
        {t('account.privacy.title')}
      </h2>
      <p>{t('account.privacy.lead')}</p>
      <div className="account-privacy__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? t('account.privacy.downloading') : t('account.privacy.download')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setDeleting(true)}
        >
          {t('account.privacy.delete')}
        </button>
      </div>
      {isDeleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}
