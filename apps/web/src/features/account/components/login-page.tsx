import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SigninRequestSchema, type SigninRequest } from '@print/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAuthStatus } from '../../../lib/server-state/auth-status';
import { useLocalizePath } from '../../../lib/use-route-language';
import { resendOptin } from '../api/auth-api';
import { useSignIn } from '../hooks/use-sign-in';
import { useAccountText } from '../texts';
import { classifyFailure, type FailureKind } from '../utils/api-error-code';
import { TextField } from '../../../components/text-field';
import { AccountSection, FormMessage } from './account-section';

/**
 * /login (spec 2 §2, §4): user name or e-mail plus password, links to registration and the
 * password reset, and — DECISIONS.md — ordering as a guest. A logged-in visitor goes straight
 * to the account.
 */
export function LoginPage() {
  const t = useAccountText();
  const to = useLocalizePath();
  const navigate = useNavigate();
  const status = useAuthStatus();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<FailureKind | null>(null);
  /** The login an unconfirmed sign-in used: the resend button mails its new link. */
  const [unconfirmedLogin, setUnconfirmedLogin] = useState<string | null>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'limited' | 'failed'>('idle');
  const form = useForm<SigninRequest>({
    resolver: zodResolver(SigninRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const accountPath = to('/account');

  // Already logged in: the account (spec 2 §4). Not while a sign-in of this page goes on: it
  // leads to its own target (the remembered page or payment details).
  const isLoggedIn = status.data?.isLoggedIn === true;
  const isOwnSignIn = isSubmitting || isSubmitSuccessful;
  useEffect(() => {
    if (isLoggedIn && !isOwnSignIn) void navigate(accountPath, { replace: true });
  }, [isLoggedIn, isOwnSignIn, navigate, accountPath]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setResend('idle');
    try {
      await signIn(values);
    } catch (error) {
      const kind = classifyFailure(error);
      setFailure(kind);
      setUnconfirmedLogin(kind === 'not-confirmed' ? values.username : null);
      form.resetField('password');
      form.setFocus('password');
    }
  });

  const onResend = async () => {
    if (!unconfirmedLogin) return;
    setResend('sending');
    try {
      await resendOptin(unconfirmedLogin);
      setResend('sent');
    } catch (error) {
      setResend(classifyFailure(error) === 'rate-limited' ? 'limited' : 'failed');
    }
  };

  return (
    <AccountSection title={t('login.title')} lead={t('login.lead')}>
      <div className="account-columns">
        <form className="account-card account-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          {failure === 'not-confirmed' && (
            <div className="account-notice">
              <FormMessage tone="danger">{t('login.notConfirmed')}</FormMessage>
              {resend === 'sent' ? (
                <FormMessage tone="success">{t('login.resent')}</FormMessage>
              ) : (
                <button
                  className="button button--secondary"
                  type="button"
                  disabled={resend === 'sending'}
                  onClick={() => void onResend()}
                >
                  {t('login.resend')}
                </button>
              )}
              {resend === 'limited' && (
                <FormMessage tone="danger">{t('errors.rateLimited')}</FormMessage>
              )}
              {resend === 'failed' && (
                <FormMessage tone="danger">
                  {t('errors.genericHeader')} {t('errors.genericBody')}
                </FormMessage>
              )}
            </div>
          )}
          {failure && failure !== 'not-confirmed' && (
            <FormMessage tone="danger">
              {failure === 'credentials'
                ? t('login.failed')
                : failure === 'blocked'
                  ? t('login.blocked')
                  : failure === 'rate-limited'
                    ? t('errors.rateLimited')
                    : `${t('errors.genericHeader')} ${t('errors.genericBody')}`}
            </FormMessage>
          )}
          <TextField
            label={t('fields.usernameOrEmail')}
            registration={form.register('username')}
            autoComplete="username"
            isRequired
            error={errors.username}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            registration={form.register('password')}
            autoComplete="current-password"
            isRequired
            error={errors.password}
          />
          <button className="button button--primary" type="submit" disabled={isSubmitting}>
            {t('login.submit')}
          </button>
          <p className="account-form__links">
            <Link to={to('/reset-password')}>{t('login.forgot')}</Link>
          </p>
        </form>
        <div className="account-aside">
          <div className="account-card">
            <h2 className="account-card__title">{t('login.noAccount')}</h2>
            <Link className="button button--secondary" to={to('/register')}>
              {t('login.register')}
            </Link>
          </div>
          <div className="account-card">
            <h2 className="account-card__title">{t('login.guestTitle')}</h2>
            <p>{t('login.guestLead')}</p>
            <Link className="button button--secondary" to={to('/payment-details')}>
              {t('login.guest')}
            </Link>
          </div>
        </div>
      </div>
    </AccountSection>
  );
}
