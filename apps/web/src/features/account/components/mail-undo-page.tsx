import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { invalidateAuthStatus } from '../../../lib/server-state/auth-status';
import { useLocalizePath } from '../../../lib/use-route-language';
import { undoEmailChange } from '../api/auth-api';
import { useAccountText } from '../texts';
import { AccountSection, FormMessage } from './account-section';

/**
 * /mail-undo/:code, the link mailed to the previous address after an e-mail change (issue 23,
 * ASVS 3.7.1): restores that address and ends every session. Unlike the confirmation links it
 * acts only on the button, never on opening the page, so a mail scanner that follows (and even
 * renders) the link changes nothing.
 */
export function MailUndoConfirmation({ code }: { readonly code: string }) {
  const t = useAccountText();
  const to = useLocalizePath();
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: () => undoEmailChange(code),
    // Every session ended, this browser's included: it reads its sign-in state again.
    onSuccess: () => invalidateAuthStatus(queryClient),
  });
  return (
    <AccountSection title={t('mailUndo.title')} lead={t('mailUndo.lead')}>
      {undo.isSuccess && <FormMessage tone="success">{t('mailUndo.success')}</FormMessage>}
      {undo.isError && <FormMessage tone="danger">{t('mailUndo.invalidLink')}</FormMessage>}
      {undo.isSuccess ? (
        <Link className="button button--primary" to={to('/reset-password')}>
          {t('mailUndo.resetPassword')}
        </Link>
      ) : (
        <button
          className="button button--primary"
          type="button"
          disabled={undo.isPending || undo.isError}
          onClick={() => undo.mutate()}
        >
          {t('mailUndo.submit')}
        </button>
      )}
    </AccountSection>
  );
}
