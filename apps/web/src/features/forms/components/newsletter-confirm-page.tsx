import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalizePath } from '../../../lib/use-route-language';
import { checkNewsletterToken, confirmNewsletter, isInvalidToken } from '../api/forms-api';
import { useFormsText } from '../texts';
import '../forms.css';

type State = 'checking' | 'pending' | 'confirming' | 'confirmed' | 'invalid' | 'failed';

/**
 * The double opt-in link's page. Opening it only checks the link (mail scanners that follow links
 * confirm nothing); the visitor confirms with the button.
 */
export function NewsletterConfirmPage() {
  const t = useFormsText();
  const to = useLocalizePath();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>('checking');
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('confirm.title'));

  useEffect(() => {
    let isCurrent = true;
    checkNewsletterToken(token).then(
      () => isCurrent && setState('pending'),
      (error: unknown) => isCurrent && setState(isInvalidToken(error) ? 'invalid' : 'failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  useEffect(() => {
    if (state === 'confirmed' || state === 'invalid') heading.current?.focus();
  }, [state]);

  function confirm() {
    setState('confirming');
    confirmNewsletter(token).then(
      () => setState('confirmed'),
      (error: unknown) => setState(isInvalidToken(error) ? 'invalid' : 'failed'),
    );
  }

  const title =
    state === 'confirmed'
      ? t('confirm.confirmedTitle')
      : state === 'invalid'
        ? t('confirm.invalidTitle')
        : t('confirm.title');
  return (
    <section className="container form-page">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <div role="status">
        {state === 'checking' && <p>{t('confirm.checking')}</p>}
        {(state === 'pending' || state === 'confirming') && <p>{t('confirm.pending')}</p>}
        {state === 'confirmed' && <p>{t('confirm.confirmed')}</p>}
        {state === 'invalid' && <p>{t('confirm.invalid')}</p>}
        {state === 'failed' && <p>{t('confirm.failed')}</p>}
      </div>
      {(state === 'pending' || state === 'confirming') && (
        <button
          type="button"
          className="button button--primary"
          disabled={state === 'confirming'}
          onClick={confirm}
        >
          {t('confirm.action')}
        </button>
      )}
      {(state === 'confirmed' || state === 'invalid' || state === 'failed') && (
        <Link className="button button--secondary" to={to('/')}>
          {t('confirm.home')}
        </Link>
      )}
    </section>
  );
}
