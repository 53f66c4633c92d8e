import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/use-route-language';
import { useLinkConfirmation } from '../hooks/use-link-confirmation';
import { useAccountText } from '../texts';
import { classifyFailure } from '../utils/api-error-code';
import { AccountSection, FormMessage } from './account-section';

/**
 * /optin/:optinId and /register/:optinId (spec 2 §4 "Registration"): the code from the mail is
 * confirmed; success shows the registration-successful message and a login button, a failure
 * the invalid-code message — except a second click on the used link of an active account, which
 * says the account is confirmed (the API tells only for a code that was real and used).
 */
export function OptinConfirmation({ optinId }: { readonly optinId: string }) {
  const t = useAccountText();
  const to = useLocalizePath();
  const confirmation = useLinkConfirmation('optin', optinId);
  return (
    <AccountSection title={t('optin.title')}>
      {confirmation.isPending && <p role="status">{t('optin.confirming')}</p>}
      {confirmation.isSuccess && (
        <FormMessage tone="success">
          <strong>{t('optin.successHeader')}</strong> {t('optin.successBody')}
        </FormMessage>
      )}
      {confirmation.isError &&
        (classifyFailure(confirmation.error) === 'already-confirmed' ? (
          <FormMessage tone="info">{t('optin.alreadyConfirmed')}</FormMessage>
        ) : (
          <FormMessage tone="danger">{t('optin.invalid')}</FormMessage>
        ))}
      {!confirmation.isPending && (
        <Link className="button button--primary" to={to('/login')}>
          {t('optin.login')}
        </Link>
      )}
    </AccountSection>
  );
}
