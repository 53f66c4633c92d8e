import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { confirmTotp, deskKeys, startTotpSetup, type StaffTotpSetup } from '../api/staff-session';
import { errorText, useDeskText } from '../texts';
import { DESK_HOME } from '../utils/desk-paths';
import { DeskFieldErrors, FormAlert } from './desk-form-errors';
import { QrCode } from './qr-code';

/** Steps 2 and 3 of the enrolment: connect the authenticator app, then the recovery codes. */
export function TotpEnrolment() {
  const t = useDeskText();
  const setup = useMutation({ mutationFn: startTotpSetup });
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const { mutate } = setup;

  useEffect(() => mutate(), [mutate]);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />;
  return (
    <section aria-labelledby="totp-title" className="desk-enrol__step">
      <p className="desk-enrol__steps">{t('enrol.steps', { step: '2' })}</p>
      <h2 id="totp-title">{t('enrol.totpTitle')}</h2>
      <p>{t('enrol.totpIntro')}</p>
      {setup.isPending && <p role="status">{t('common.loading')}</p>}
      {setup.isError && (
        <FormAlert>
          {errorText(t, setup.error instanceof ApiError ? setup.error.code : 'unknown')}{' '}
          <button type="button" className="button button--link" onClick={() => mutate()}>
            {t('common.retry')}
          </button>
        </FormAlert>
      )}
      {setup.data && <TotpConfirm setup={setup.data} onConfirmed={setRecoveryCodes} />}
    </section>
  );
}

function TotpConfirm({
  setup,
  onConfirmed,
}: {
  readonly setup: StaffTotpSetup;
  readonly onConfirmed: (codes: readonly string[]) => void;
}) {
  const t = useDeskText();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const result = await confirmTotp(code.trim());
      client.setQueryData(deskKeys.me, result.staff);
      onConfirmed(result.recoveryCodes);
    } catch (error) {
      setFailure(errorText(t, error instanceof ApiError ? error.code : 'unknown'));
      form.setFocus('code');
    }
  });
  return (
    <div className="desk-enrol__totp">
      <QrCode svg={setup.qrSvg} label={t('enrol.qrAlt')} />
      <div>
        <p className="desk-enrol__secret-label">{t('enrol.secret')}</p>
        <code className="desk-enrol__secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
        <FormAlert>{failure}</FormAlert>
        <DeskFieldErrors>
          <form className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('enrol.confirmCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              isRequired
              error={form.formState.errors.code}
              registration={form.register('code', {
                required: 'REQUIRED',
                pattern: { value: /^\s*\d{6}\s*$/, message: 'STAFF_CODE_INVALID' },
              })}
            />
            <button
              type="submit"
              className="button button--primary"
              disabled={form.formState.isSubmitting}
            >
              {t('enrol.confirmSubmit')}
            </button>
          </form>
        </DeskFieldErrors>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes }: { readonly codes: readonly string[] }) {
  const t = useDeskText();
  const navigate = useNavigate();
  const [isSaved, setIsSaved] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const checkId = useId();
  return (
    <section aria-labelledby="recovery-title" className="desk-enrol__step">
      <p className="desk-enrol__steps">{t('enrol.steps', { step: '3' })}</p>
      <h2 id="recovery-title">{t('enrol.recoveryTitle')}</h2>
      <p>{t('enrol.recoveryIntro')}</p>
      <ol className="desk-recovery">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setIsCopied(true));
          }}
        >
          {t('enrol.copy')}
        </button>{' '}
        {isCopied && <span role="status">{t('enrol.copied')}</span>}
      </p>
      <div className="field field--check">
        <input
          id={checkId}
          type="checkbox"
          checked={isSaved}
          onChange={(event) => setIsSaved(event.target.checked)}
        />
        <label htmlFor={checkId}>{t('enrol.recoverySaved')}</label>
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={!isSaved}
        onClick={() => void navigate(DESK_HOME, { replace: true })}
      >
        {t('enrol.recoveryContinue')}
      </button>
    </section>
  );
}
