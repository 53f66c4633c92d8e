import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordRequestSchema, type ResetPasswordRequest } from '@print/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/use-route-language';
import { requestPasswordReset } from '../api/auth-api';
import { useAccountText } from '../texts';
import { classifyFailure } from '../utils/api-error-code';
import { TextField } from '../../../components/text-field';
import { AccountSection, FormMessage } from './account-section';

type Outcome = 'sent' | 'blocked' | 'rate-limited' | 'generic';

/**
 * /reset-password (spec 2 §4, §8): request a link. Success, the blocked message for the
 * server's "Active code found" (one link per 24 h), or a generic error; none of them says
 * whether an account exists.
 */
export function ResetRequestPage() {
  const t = useAccountText();
  const to = useLocalizePath();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await requestPasswordReset(values);
      setOutcome('sent');
    } catch (error) {
      const kind = classifyFailure(error);
      setOutcome(kind === 'conflict' ? 'blocked' : kind === 'rate-limited' ? kind : 'generic');
    }
  });

  return (
    <AccountSection title={t('resetRequest.title')} lead={t('resetRequest.lead')}>
      <form className="account-card account-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {outcome === 'sent' && (
          <FormMessage tone="success">{t('resetRequest.success')}</FormMessage>
        )}
        {outcome === 'blocked' && (
          <FormMessage tone="danger">{t('resetRequest.blocked')}</FormMessage>
        )}
        {outcome === 'rate-limited' && (
          <FormMessage tone="danger">{t('errors.rateLimited')}</FormMessage>
        )}
        {outcome === 'generic' && (
          <FormMessage tone="danger">{t('resetRequest.generic')}</FormMessage>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          isRequired
          registration={form.register('email')}
          error={errors.email}
        />
        <button className="button button--primary" type="submit" disabled={isSubmitting}>
          {t('resetRequest.submit')}
        </button>
        <p className="account-form__links">
          <Link to={to('/login')}>{t('resetRequest.back')}</Link>
        </p>
      </form>
    </AccountSection>
  );
}
