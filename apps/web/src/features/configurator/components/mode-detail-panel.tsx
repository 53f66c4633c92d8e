import type { PrintMode } from '@print/contracts';
import { Dialog } from '../../../components/dialog';
import { formatMillimetres } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { RankingBars } from './ranking-bars';

export interface ModeDetailPanelProps {
  readonly mode: PrintMode;
  readonly isSelected: boolean;
  readonly onSelect: () => void;
  readonly onClose: () => void;
}

/** Spec 1 §2: a print mode's details in a side panel (full screen on mobile). */
export function ModeDetailPanel({ mode, isSelected, onSelect, onClose }: ModeDetailPanelProps) {
  const t = useConfiguratorText();
  const { language } = useRouteLanguage();
  const { features } = mode;
  const mm = (value: number) => formatMillimetres(value, language);
  const rows = [
    { label: t('detail.material'), value: mode.printModeMaterial.name },
    { label: t('detail.method'), value: mode.printModeMethod.name },
    { label: t('detail.surfaceQuality'), value: features.surfaceQuality },
    { label: t('detail.applications'), value: features.applications },
    {
      label: t('detail.maxDimensions'),
      value: `${features.maxDimensions.x} × ${features.maxDimensions.y} × ${mm(features.maxDimensions.z)}`,
    },
    { label: t('detail.minWall'), value: mm(features.minFeatureSize) },
    {
      label: t('detail.resolution'),
      value: `${mm(features.resolutionXY)} / ${mm(features.resolutionZ)}`,
    },
  ];
  return (
    <Dialog
      title={mode.name}
      closeLabel={t('detail.close')}
      onClose={onClose}
      className="side-panel"
    >
      <h3 className="panel-subtitle">{t('detail.description')}</h3>
      <p>{features.description}</p>
      <dl className="detail-list">
        {rows.map((row) => (
          <div key={row.label} className="detail-list__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="panel-subtitle">{t('rankings.label')}</h3>
      <RankingBars ranking={features.ranking} />
      <div className="side-panel__actions">
        {!isSelected && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onSelect();
              onClose();
            }}
          >
            {t('detail.select')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('detail.close')}
        </button>
      </div>
    </Dialog>
  );
}
