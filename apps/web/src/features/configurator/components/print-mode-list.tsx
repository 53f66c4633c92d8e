import { useId, useState } from 'react';
import type { BatchCalculationResult, PrintMode } from '@print/contracts';
import type { ConfigSelection } from '../stores/current-item-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { selectModeResult } from '../utils/pricing-view';
import { ModeDetailPanel } from './mode-detail-panel';
import { PrintModeCard } from './print-mode-card';

export interface PrintModeListProps {
  readonly modes: readonly PrintMode[];
  readonly selection: ConfigSelection;
  readonly results: readonly BatchCalculationResult[];
  readonly isCalculating: boolean;
  readonly onSelectMode: (mode: PrintMode) => void;
}

/** Every print mode as a radio card with its price; details open in a side panel. */
export function PrintModeList({
  modes,
  selection,
  results,
  isCalculating,
  onSelectMode,
}: PrintModeListProps) {
  const t = useConfiguratorText();
  const groupName = useId();
  const [detailModeId, setDetailModeId] = useState<string | null>(null);
  const detailMode = modes.find((mode) => mode._id === detailModeId) ?? null;
  return (
    <fieldset className="mode-list">
      <legend className="panel-subtitle">{t('material.modes')}</legend>
      <p className="field__hint">{t('material.intro')}</p>
      <div className="mode-list__cards">
        {modes.map((mode) => (
          <PrintModeCard
            key={mode._id}
            mode={mode}
            groupName={groupName}
            isSelected={mode._id === selection.printModeId}
            result={selectModeResult(results, mode._id, selection)}
            isCalculating={isCalculating}
            onSelect={() => onSelectMode(mode)}
            onShowDetails={() => setDetailModeId(mode._id)}
          />
        ))}
      </div>
      {detailMode && (
        <ModeDetailPanel
          mode={detailMode}
          isSelected={detailMode._id === selection.printModeId}
          onSelect={() => onSelectMode(detailMode)}
          onClose={() => setDetailModeId(null)}
        />
      )}
    </fieldset>
  );
}
