import type { PrintMode } from '@print/contracts';
import { useConfiguratorText } from '../hooks/use-configurator-text';

type Ranking = PrintMode['features']['ranking'];
const CRITERIA = [
  'price',
  'flexibility',
  'stability',
  'precision',
  'wearResistance',
  'heatResistance',
] as const;
/** Spec 1 §9: rankings run from 0 to 8. */
export const RANKING_MAX = 8;

/** Phrasing content only, so it may sit inside a card's <label>. Six small 0–8 bars: price, flexibility, stability, precision, wear and heat resistance. */
export function RankingBars({ ranking }: { ranking: Ranking }) {
  const t = useConfiguratorText();
  return (
    <span className="rankings">
      {CRITERIA.map((criterion) => (
        <span key={criterion} className="rankings__row">
          <span className="rankings__label">{t(`rankings.${criterion}`)}</span>
          <span className="rankings__bar" aria-hidden="true">
            {Array.from({ length: RANKING_MAX }, (_, index) => (
              <span
                key={index}
                className={
                  index < ranking[criterion]
                    ? 'rankings__cell rankings__cell--on'
                    : 'rankings__cell'
                }
              />
            ))}
          </span>
          <span className="visually-hidden">
            {t('rankings.value', { value: ranking[criterion] })}
          </span>
        </span>
      ))}
    </span>
  );
}
