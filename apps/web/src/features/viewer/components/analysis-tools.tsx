import { useState, type ReactNode } from 'react';
import type { AnalytxFile } from '@print/contracts';
import { useViewerText } from '../hooks/use-viewer-text';
import { RepairModal } from './repair-modal';

export type AnalysisTool = 'render' | 'histogram';

export interface AnalysisToolsProps {
  readonly repairInfo: AnalytxFile['repairInfo'];
  readonly isRepairOpen: boolean;
  readonly onRepairOpenChange: (isOpen: boolean) => void;
  readonly renderView: ReactNode;
  /** Null while no print mode is chosen (the picture depends on its minimum wall). */
  readonly histogramView: ReactNode;
}

/**
 * Spec 1 §4 tool switch: 3D render; wall-thickness pictures only when the file has no repair info;
 * repair data (a modal) only when it has.
 */
export function AnalysisTools(props: AnalysisToolsProps) {
  const { repairInfo, isRepairOpen, onRepairOpenChange, renderView, histogramView } = props;
  const t = useViewerText();
  const [tool, setTool] = useState<AnalysisTool>('render');
  const hasRepairInfo = repairInfo !== null;
  const shownTool = hasRepairInfo || histogramView === null ? 'render' : tool;
  return (
    <section className="analysis-tools" aria-label={t('tools.label')}>
      <div className="analysis-tools__switch">
        <ToolButton isActive={shownTool === 'render'} onClick={() => setTool('render')}>
          {t('tools.render')}
        </ToolButton>
        {!hasRepairInfo && histogramView !== null && (
          <ToolButton isActive={shownTool === 'histogram'} onClick={() => setTool('histogram')}>
            {t('tools.histogram')}
          </ToolButton>
        )}
        {hasRepairInfo && (
          <ToolButton isActive={isRepairOpen} onClick={() => onRepairOpenChange(true)}>
            {t('tools.repair')}
          </ToolButton>
        )}
      </div>
      <div className="analysis-tools__view">
        {shownTool === 'render' ? renderView : histogramView}
      </div>
      {repairInfo !== null && isRepairOpen && (
        <RepairModal repairInfo={repairInfo} onClose={() => onRepairOpenChange(false)} />
      )}
    </section>
  );
}

function ToolButton(props: { isActive: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={props.isActive ? 'tool-button tool-button--active' : 'tool-button'}
      aria-pressed={props.isActive}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
