import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as "<page> – <site>"; the home page passes null for the site title alone. */
export function useDocumentTitle(pageTitle: string | null): void {
  const { t } = useTranslation();
  const siteTitle = t('meta.titleSuffix');
  useEffect(() => {
    document.title = pageTitle === null ? siteTitle : `${pageTitle} – ${t('meta.siteName')}`;
  }, [pageTitle, siteTitle, t]);
}
