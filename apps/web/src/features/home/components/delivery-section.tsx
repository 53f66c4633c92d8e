import { useTranslation } from 'react-i18next';
import { IconTruck } from '../../../components/icons';

export function DeliverySection() {
  const { t } = useTranslation();
  return (
    <section id="lieferung" className="section" aria-labelledby="delivery-title">
      <div className="container delivery">
        <IconTruck className="delivery__icon" width="48" height="48" strokeWidth="1.4" />
        <div>
          <h2 id="delivery-title" className="section__title">
            {t('home.delivery.title')}
          </h2>
          <p className="delivery__body">{t('home.delivery.body')}</p>
          <p className="delivery__note">{t('home.delivery.minimum')}</p>
        </div>
      </div>
    </section>
  );
}
