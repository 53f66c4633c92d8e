import { zodResolver } from '@hookform/resolvers/zod';
import { StaffSignInRequestSchema } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { deskKeys, signInStaff } from '../api/staff-session';
import { errorText, useDeskText } from '../texts';
import { safeDeskTarget } from '../utils/desk-paths';
import { DeskFieldErrors, FormAlert } from './desk-form-errors';
import { DeskLanguageSwitch } from './desk-language-switch';

type SignInValues = z.input<typeof StaffSignInRequestSchema>;

/**
 * /admin/sign-in: e-mail, password and the authenticator's code (or a recovery code) in one form.
 * `?next=` brings the member back to where the session ended; `?expired=1` says why they are here.
 */
export function SignInPage() {
  const t = useDeskText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(StaffSignInRequestSchema),
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const me = await signInStaff(StaffSignInRequestSchema.parse(values));
      client.setQueryData(deskKeys.me, me);
      await navigate(me.totpEnrolled ? safeDeskTarget(params.get('next')) : '/admin/totp', {
        replace: true,
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      setFailure(errorText(t, code));
      form.setValue('code', '');
      form.setFocus('code');
    }
  });

  return (
    <main className="desk-auth" id="desk-main">
      <div className="desk-auth__card">
        <div className="desk-auth__top">
          <p className="desk-auth__brand">{t('common.appName')}</p>
          <DeskLanguageSwitch />
        </div>
        <h1 className="desk-auth__title">{t('signIn.title')}</h1>
        {params.get('expired') === '1' && (
          <p className="desk-alert desk-alert--info" role="status">
            {t('signIn.expired')}
          </p>
        )}
        {params.get('signedOut') === '1' && (
          <p className="desk-alert desk-alert--info" role="status">
            {t('signIn.signedOut')}
          </p>
        )}
        <FormAlert>{failure}</FormAlert>
        <DeskFieldErrors>
          <form className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              isRequired
              error={errors.email}
              registration={form.register('email')}
            />
            <TextField
              label={t('signIn.password')}
              type="password"
              autoComplete="current-password"
              isRequired
              error={errors.password}
              registration={form.register('password')}
            />
            <TextField
              label={t('signIn.code')}
              hint={t('signIn.codeHint')}
              autoComplete="one-time-code"
              inputMode="text"
              spellCheck={false}
              isRequired
              error={errors.code}
              registration={form.register('code')}
            />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
            </button>
          </form>
        </DeskFieldErrors>
      </div>
    </main>
  );
}
