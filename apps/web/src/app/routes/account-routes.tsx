import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../features/content/components/info-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.login.title'));
  return <InfoPage title={t('pages.login.title')} lead={t('pages.login.lead')} />;
}

export function AccountRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.account.title'));
  return <InfoPage title={t('pages.account.title')} lead={t('pages.account.lead')} />;
}
