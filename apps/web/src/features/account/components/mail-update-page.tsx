import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ChangeEmailRequestSchema, type ChangeEmailRequest } from '@print/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { invalidateAuthStatus } from '../../../lib/server-state/auth-status';
import { useLocalizePath } from '../../../lib/use-route-language';
import { requestEmailChange } from '../api/auth-api';
import { useLinkConfirmation } from '../hooks/use-link-confirmation';
import { classifyFailure, isApiError } from '../utils/api-error-code';
import { useAccountText } from '../texts';
import { TextField } from '../../../components/text-field';
import { AccountSection, FormMessage } from './account-section';

/**
 * /mail-update (spec 2 §2, §4, §5): the new e-mail and the current password (ASVS 3.7.1: a session
 * alone cannot move the account to another inbox), submit disabled while either is empty; the
 * page then says link-sent, wrong password, too many changes or error.
 */
export function MailUpdatePage() {
  const t = useAccountText();
  const [outcome, setOutcome] = useState<'sent' | 'wrong-password' | 'limited' | 'error' | null>(
    null,
  );
  const form = useForm<ChangeEmailRequest>({
    resolver: zodResolver(ChangeEmailRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await requestEmailChange(values);
      form.reset({ email: values.email, password: '' });
      setOutcome('sent');
    } catch (error) {
      if (isApiError(error, 'OLD_PASSWORD_WRONG')) {
        form.resetField('password');
        form.setFocus('password');
        setOutcome('wrong-password');
      } else {
        setOutcome(classifyFailure(error) === 'rate-limited' ? 'limited' : 'error');
      }
    }
  });

  return (
    <AccountSection title={t('mailUpdate.title')} lead={t('mailUpdate.lead')}>
      <form className="account-card account-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {outcome === 'sent' && <FormMessage tone="success">{t('mailUpdate.linkSent')}</FormMessage>}
        {outcome === 'error' && <FormMessage tone="danger">{t('mailUpdate.error')}</FormMessage>}
        {outcome === 'wrong-password' && (
          <FormMessage tone="danger">{t('mailUpdate.wrongPassword')}</FormMessage>
        )}
        {outcome === 'limited' && (
          <FormMessage tone="danger">{t('mailUpdate.limited')}</FormMessage>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          isRequired
          registration={form.register('email')}
          error={errors.email}
        />
        <TextField
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
          registration={form.register('password')}
          error={errors.password}
        />
        <button
          className="button button--primary"
          type="submit"
          disabled={email.trim() === '' || password === '' || isSubmitting}
        >
          {t('mailUpdate.submit')}
        </button>
      </form>
    </AccountSection>
  );
}

/** /mail-update/:code, the link in the confirmation mail: success or invalid-link (spec 2 §4). */
export function MailUpdateConfirmation({ code }: { readonly code: string }) {
  const t = useAccountText();
  const to = useLocalizePath();
  const queryClient = useQueryClient();
  const confirmation = useLinkConfirmation('email', code);
  const isConfirmed = confirmation.isSuccess;
  // The account details now carry the new address.
  useEffect(() => {
    if (isConfirmed) void invalidateAuthStatus(queryClient);
  }, [isConfirmed, queryClient]);
  return (
    <AccountSection title={t('mailUpdate.title')}>
      {confirmation.isPending && <p role="status">{t('mailUpdate.confirming')}</p>}
      {confirmation.isSuccess && (
        <FormMessage tone="success">{t('mailUpdate.success')}</FormMessage>
      )}
      {confirmation.isError && (
        <FormMessage tone="danger">{t('mailUpdate.invalidLink')}</FormMessage>
      )}
      {!confirmation.isPending && (
        <Link className="button button--primary" to={to('/account')}>
          {t('mailUpdate.toAccount')}
        </Link>
      )}
    </AccountSection>
  );
}
