import { lazy } from 'react';
import { Link, Navigate } from 'react-router';
import { useContentPage, isPageNotFound } from '../../features/content/api/content-page';
import { ContentPageView } from '../../features/content/components/content-page-view';
import { useContentText } from '../../features/content/texts';
import { ErrorPage } from '../../features/errors/components/error-page';
import { useContentNavigation } from '../../lib/server-state/content-navigation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalizePath, useRouteLanguage } from '../../lib/use-route-language';

// The form (react-hook-form, zod) loads with the page that has the slot, not with every page.
const ContactForm = lazy(async () => ({
  default: (await import('../../features/forms/components/contact-form')).ContactForm,
}));

/**
 * Every path without a route of its own is a content page (`/{lang?}/{slug}/*`, spec 1 §2): the
 * content service answers it, or it is the 404 page (the server sent HTTP 404 already), or the
 * service failed and the visitor goes to /not-available.
 */
export function ContentRoute() {
  const { language, path } = useRouteLanguage();
  const slug = path.replace(/^\/+|\/+$/g, '');
  const to = useLocalizePath();
  const t = useContentText();
  const page = useContentPage(language, slug);
  const navigation = useContentNavigation(language);
  const isMissing = page.isError && isPageNotFound(page.error);
  useDocumentTitle(page.data ? page.data.meta.title : isMissing ? '404' : null);
  if (page.isPending) {
    return (
      <p className="content-page container" role="status">
        {t('loading')}
      </p>
    );
  }
  if (isMissing) return <ErrorPage status={404} homePath={to('/')} />;
  if (page.isError) return <Navigate to={to('/not-available')} replace />;
  return (
    <ContentPageView page={page.data} navigation={navigation.data} contactForm={<ContactForm />} />
  );
}

/** Where a content page that failed to load leads (spec 1 §8 "CMS page load failed"). */
export function NotAvailableRoute() {
  const t = useContentText();
  const to = useLocalizePath();
  useDocumentTitle(t('notAvailable.title'));
  return (
    <section className="info-page container">
      <h1 className="info-page__title">{t('notAvailable.title')}</h1>
      <p className="info-page__lead">{t('notAvailable.lead')}</p>
      <Link className="button button--secondary" to={to('/')}>
        {t('notAvailable.retry')}
      </Link>
    </section>
  );
}
