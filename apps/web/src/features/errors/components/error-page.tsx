import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getErrorTextClass } from '../utils/error-texts';

export interface ErrorPageProps {
  readonly status: number;
  /** Localized path of the home page. */
  readonly homePath: string;
}

/** Error code, description, explanation and a link to start (spec 1 §2 "404 page"). */
export function ErrorPage({ status, homePath }: ErrorPageProps) {
  const { t } = useTranslation();
  const textClass = getErrorTextClass(status);
  return (
    <section className="error-page container">
      <p className="error-page__code">{t('errors.code', { status })}</p>
      <h1 className="error-page__title">{t(`errors.${textClass}.title`)}</h1>
      <p className="error-page__description">{t(`errors.${textClass}.description`)}</p>
      <p className="error-page__explanation">{t(`errors.${textClass}.explanation`)}</p>
      <Link className="button button--primary" to={homePath}>
        {t('errors.toStart')}
      </Link>
    </section>
  );
}
