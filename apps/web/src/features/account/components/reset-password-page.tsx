import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ResetPasswordCallbackRequestSchema } from '@print/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { notify } from '../../../stores/notification-store';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useLocalizePath } from '../../../lib/use-route-language';
import { checkResetLink, resetPassword } from '../api/auth-api';
import { REDIRECT_AFTER_PASSWORD_MS, useRedirectAfter } from '../hooks/use-redirect-after';
import { useAccountText } from '../texts';
import { classifyFailure, isApiError } from '../utils/api-error-code';
import { newPasswordResolver, type NewPasswordFormValues } from '../utils/new-password-form';
import { AccountSection, FormMessage } from './account-section';
import { PasswordFields } from './password-fields';

type Outcome = 'done' | 'link-invalid' | 'generic';

/**
 * /reset-password/:resetId (spec 2 §4, §5, §8): new password and repeat with hints; success
 * notifies and goes to /login after 3 s; a used or expired link shows the link-invalid message.
 * The link is checked (without using it) before the form appears, so a used link never flashes
 * the form first (issue 24 point 13).
 */
export function ResetPasswordPage({ resetId }: { readonly resetId: string }) {
  const t = useAccountText();
  const to = useLocalizePath();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const check = useQuery({
    queryKey: queryKeys.resetLinkCheck(resetId),
    queryFn: async () => {
      await checkResetLink(resetId);
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const isLinkInvalid = check.isError && classifyFailure(check.error) === 'link-invalid';
  const form = useForm<NewPasswordFormValues>({
    resolver: newPasswordResolver(ResetPasswordCallbackRequestSchema, (values) => ({
      uuid: resetId,
      password: values.password,
    })),
    defaultValues: { password: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [password, repeatPassword] = useWatch({
    control: form.control,
    name: ['password', 'repeatPassword'],
  });
  useRedirectAfter(outcome === 'done' ? to('/login') : null, REDIRECT_AFTER_PASSWORD_MS);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await resetPassword({ uuid: resetId, password: values.password });
      notify({
        type: 'success',
        header: t('resetPassword.successHeader'),
        body: t('resetPassword.successBody'),
      });
      setOutcome('done');
    } catch (error) {
      if (isApiError(error, 'PASSWORD_TOO_COMMON')) {
        form.setError('password', { message: 'PASSWORD_TOO_COMMON' }, { shouldFocus: true });
        return;
      }
      setOutcome(classifyFailure(error) === 'link-invalid' ? 'link-invalid' : 'generic');
    }
  });

  if (check.isPending) {
    return (
      <AccountSection title={t('resetPassword.title')}>
        <p role="status">{t('resetPassword.checking')}</p>
      </AccountSection>
    );
  }

  // Another failure of the check (network, rate limit) leaves the form: the submit tells.
  if (outcome === 'link-invalid' || isLinkInvalid) {
    return (
      <AccountSection title={t('resetPassword.title')}>
        <FormMessage tone="danger">{t('resetPassword.linkInvalid')}</FormMessage>
        <Link className="button button--primary" to={to('/reset-password')}>
          {t('resetPassword.requestNew')}
        </Link>
      </AccountSection>
    );
  }

  return (
    <AccountSection title={t('resetPassword.title')} lead={t('resetPassword.lead')}>
      <form className="account-card account-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {outcome === 'done' && (
          <FormMessage tone="success">{t('resetPassword.successBody')}</FormMessage>
        )}
        {outcome === 'generic' && (
          <FormMessage tone="danger">
            {t('errors.genericHeader')} {t('errors.genericBody')}
          </FormMessage>
        )}
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
          disabled={isSubmitting || outcome === 'done'}
        >
          {t('resetPassword.submit')}
        </button>
      </form>
    </AccountSection>
  );
}
