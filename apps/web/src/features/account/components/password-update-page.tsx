import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChangePasswordRequestSchema } from '@print/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { setSignedOut } from '../../../lib/server-state/auth-status';
import { switchCart } from '../../../lib/server-state/cart';
import { useLocalizePath } from '../../../lib/use-route-language';
import { useDepartureStore } from '../../../stores/departure-store';
import { notify } from '../../../stores/notification-store';
import { changePassword } from '../api/auth-api';
import { REDIRECT_AFTER_PASSWORD_MS, useRedirectAfter } from '../hooks/use-redirect-after';
import { useAccountText } from '../texts';
import { isApiError } from '../utils/api-error-code';
import { newPasswordResolver } from '../utils/new-password-form';
import { isPasswordChangeReady } from '../utils/password-rules';
import { TextField } from '../../../components/text-field';
import { AccountSection, FormMessage } from './account-section';
import { PasswordFields } from './password-fields';

interface PasswordChangeValues {
  readonly oldPassword: string;
  readonly password: string;
  readonly repeatPassword: string;
}

/**
 * /password-update (spec 2 §4, §5): old, new and repeat; the button is enabled only when the
 * rule holds. Success notifies; the server has ended every session, so the page forgets the
 * sign-in and goes to /login after 3000 ms.
 */
export function PasswordUpdatePage() {
  const t = useAccountText();
  const to = useLocalizePath();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [outcome, setOutcome] = useState<'done' | 'wrong-password' | 'generic' | null>(null);
  const form = useForm<PasswordChangeValues>({
    resolver: newPasswordResolver(
      ChangePasswordRequestSchema,
      (values) => ({ oldPassword: values.oldPassword, newPassword: values.password }),
      { newPassword: 'password' },
    ),
    defaultValues: { oldPassword: '', password: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [oldPassword, password, repeatPassword] = useWatch({
    control: form.control,
    name: ['oldPassword', 'password', 'repeatPassword'],
  });
  const forgetSignIn = useCallback(() => {
    switchCart(null);
    setSignedOut(queryClient);
  }, [queryClient]);
  useRedirectAfter(
    outcome === 'done' ? to('/login') : null,
    REDIRECT_AFTER_PASSWORD_MS,
    forgetSignIn,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.password });
      // The server ended the session: this page is left for /login, not guarded there (which
      // would bring the visitor back here after the next login).
      useDepartureStore.getState().leave(location.pathname);
      notify({
        type: 'success',
        header: t('passwordUpdate.successHeader'),
        body: t('passwordUpdate.successBody'),
      });
      setOutcome('done');
    } catch (error) {
      if (isApiError(error, 'PASSWORD_TOO_COMMON')) {
        form.setError('password', { message: 'PASSWORD_TOO_COMMON' }, { shouldFocus: true });
      } else {
        setOutcome(isApiError(error, 'OLD_PASSWORD_WRONG') ? 'wrong-password' : 'generic');
      }
    }
  });

  const isReady = isPasswordChangeReady(oldPassword, password, repeatPassword);
  return (
    <AccountSection title={t('passwordUpdate.title')} lead={t('passwordUpdate.lead')}>
      <form className="account-card account-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {outcome === 'done' && (
          <FormMessage tone="success">{t('passwordUpdate.successBody')}</FormMessage>
        )}
        {outcome === 'wrong-password' && (
          <FormMessage tone="danger">{t('passwordUpdate.wrongPassword')}</FormMessage>
        )}
        {outcome === 'generic' && (
          <FormMessage tone="danger">
            {t('errors.genericHeader')} {t('errors.genericBody')}
          </FormMessage>
        )}
        <TextField
          label={t('fields.oldPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
          registration={form.register('oldPassword')}
          error={errors.oldPassword}
        />
        <PasswordFields
          passwordLabel={t('fields.newPassword')}
          passwordRegistration={form.register('password')}
          repeatRegistration={form.register('repeatPassword')}
          password={password}
          repeatPassword={repeatPassword}
          passwordError={errors.password}
          repeatError={errors.repeatPassword}
        />
        <button
          className="button button--primary"
          type="submit"
          disabled={!isReady || isSubmitting || outcome === 'done'}
        >
          {t('passwordUpdate.submit')}
        </button>
      </form>
    </AccountSection>
  );
}
