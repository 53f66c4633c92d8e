import { useTranslation } from 'react-i18next';
import { IconClipboard, IconCube, IconLayers, IconTruck } from '../../../components/icons';

const STEPS = [
  { key: 'file', Icon: IconCube },
  { key: 'material', Icon: IconLayers },
  { key: 'order', Icon: IconClipboard },
  { key: 'delivery', Icon: IconTruck },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section id="ablauf" className="section" aria-labelledby="steps-title">
      <div className="container">
        <div className="section__header">
          <h2 id="steps-title" className="section__title">
            {t('home.steps.title')}
          </h2>
          <p className="section__lead">{t('home.steps.lead')}</p>
        </div>
        <ol className="steps">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <Icon className="step__icon" width="28" height="28" />
              <h3 className="step__title">{t(`home.steps.${key}.title`)}</h3>
              <p className="step__body">{t(`home.steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
