import { useTranslation } from 'react-i18next';
import { formatMillimetres } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { MATERIALS, type MaterialFacts } from '../utils/materials';

export function MaterialsOverview({ language }: { readonly language: Language }) {
  const { t } = useTranslation();
  return (
    <section id="materialien" className="section section--muted" aria-labelledby="materials-title">
      <div className="container">
        <div className="section__header">
          <h2 id="materials-title" className="section__title">
            {t('home.materials.title')}
          </h2>
          <p className="section__lead">{t('home.materials.lead')}</p>
        </div>
        <ul className="materials">
          {MATERIALS.map((material) => (
            <MaterialCard key={material.id} material={material} language={language} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function MaterialCard({
  material,
  language,
}: {
  readonly material: MaterialFacts;
  readonly language: Language;
}) {
  const { t } = useTranslation();
  const name = material.id === 'pa12Blue' ? t('home.materials.pa12BlueName') : material.name;
  const { figures } = material;
  return (
    <li className="material">
      <span
        className="material__swatch"
        style={{ backgroundColor: material.swatchHex }}
        aria-hidden="true"
      />
      <h3 className="material__name">{name}</h3>
      <p className="material__text">{t(`home.materials.${material.id}`)}</p>
      {figures ? (
        <dl className="material__facts">
          <div>
            <dt>{t('home.materials.minWall')}</dt>
            <dd>{formatMillimetres(figures.minWallMm, language)}</dd>
          </div>
          <div>
            <dt>{t('home.materials.resolution')}</dt>
            <dd>{formatMillimetres(figures.resolutionMm, language)}</dd>
          </div>
          <div>
            <dt>{t('home.materials.layer')}</dt>
            <dd>{formatMillimetres(figures.layerMm, language)}</dd>
          </div>
        </dl>
      ) : (
        <p className="material__note">{t('home.materials.onRequest')}</p>
      )}
    </li>
  );
}
