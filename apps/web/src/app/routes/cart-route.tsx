import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from '../../features/content/components/info-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalizePath } from '../../lib/use-route-language';
import { selectCartItemCount, useCartStore } from '../../stores/cart-store';

export function CartRoute() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const itemCount = useCartStore(selectCartItemCount);
  useDocumentTitle(t('pages.cart.title'));
  return (
    <InfoPage
      title={t('pages.cart.title')}
      lead={itemCount === 0 ? t('pages.cart.lead') : t('shell.cartWithCount', { count: itemCount })}
    >
      <Link className="button button--primary" to={to('/')}>
        {t('pages.cart.action')}
      </Link>
    </InfoPage>
  );
}
