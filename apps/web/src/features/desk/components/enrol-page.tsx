import { zodResolver } from '@hookform/resolvers/zod';
import { StaffNewPasswordSchema } from '@print/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { enrolStaff, fetchEnrolmentInfo } from '../api/staff-session';
import { errorText, useDeskText } from '../texts';
import { DeskFieldErrors, FormAlert } from './desk-form-errors';
import { DeskLanguageSwitch } from './desk-language-switch';
import { TotpEnrolment } from './totp-enrolment';

const PasswordFormSchema = z
  .object({ password: StaffNewPasswordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: 'PASSWORD_MISMATCH',
  });
type PasswordForm = z.infer<typeof PasswordFormSchema>;

/** The frame of the enrolment and TOTP pages (no desk navigation yet). */
export function EnrolFrame({ children }: { readonly children: React.ReactNode }) {
  const t = useDeskText();
  return (
    <main className="desk-auth" id="desk-main">
      <div className="desk-auth__card desk-auth__card--wide">
        <div className="desk-auth__top">
          <p className="desk-auth__brand">{t('common.appName')}</p>
          <DeskLanguageSwitch />
        </div>
        <h1 className="desk-auth__title">{t('enrol.title')}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * /admin/enrol/:token (the link `staff:create` prints): password (≥ 15 characters), then the
 * authenticator app, then the recovery codes.
 */
export function EnrolPage({ token }: { readonly token: string }) {
  const t = useDeskText();
  const info = useQuery({
    queryKey: ['desk', 'enrolment', token],
    queryFn: () => fetchEnrolmentInfo(token),
    retry: false,
    staleTime: Infinity,
  });
  const [hasPassword, setHasPassword] = useState(false);

  let content: React.ReactNode;
  if (info.isPending) content = <p role="status">{t('common.loading')}</p>;
  else if (info.isError) content = <FormAlert>{t('errors.STAFF_ENROLMENT_INVALID')}</FormAlert>;
  else if (hasPassword) content = <TotpEnrolment />;
  else {
    content = (
      <>
        <p>{t('enrol.intro', { name: info.data.name, email: info.data.email })}</p>
        <PasswordStep token={token} onDone={() => setHasPassword(true)} />
      </>
    );
  }
  return <EnrolFrame>{content}</EnrolFrame>;
}

function PasswordStep({ token, onDone }: { readonly token: string; readonly onDone: () => void }) {
  const t = useDeskText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await enrolStaff(token, password);
      onDone();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      setFailure(code === 'NOT_FOUND' ? t('errors.STAFF_ENROLMENT_INVALID') : errorText(t, code));
    }
  });
  return (
    <section aria-labelledby="password-title" className="desk-enrol__step">
      <p className="desk-enrol__steps">{t('enrol.steps', { step: '1' })}</p>
      <h2 id="password-title">{t('enrol.passwordTitle')}</h2>
      <FormAlert>{failure}</FormAlert>
      <DeskFieldErrors>
        <form className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('enrol.password')}
            hint={t('enrol.passwordRule')}
            type="password"
            autoComplete="new-password"
            minLength={15}
            isRequired
            error={errors.password}
            registration={form.register('password')}
          />
          <TextField
            label={t('enrol.passwordRepeat')}
            type="password"
            autoComplete="new-password"
            isRequired
            error={errors.repeat}
            registration={form.register('repeat')}
          />
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {t('enrol.passwordSubmit')}
          </button>
        </form>
      </DeskFieldErrors>
    </section>
  );
}
