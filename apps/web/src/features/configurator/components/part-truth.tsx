import type { AnalytxFile } from '@print/contracts';
import { classifyRepairOutcome, type RepairOutcome } from '@print/domain';
import { useConfiguratorText } from '../hooks/use-configurator-text';

/** The outcome of the file's one analysis result (issue 13 point 4); null before analysis. */
export function repairOutcomeOf(file: AnalytxFile): RepairOutcome | null {
  const figures = file.analysedProperties;
  if (figures === null) return null;
  return classifyRepairOutcome({
    wasRepaired: file.repairInfo !== null,
    isWatertight: figures.watertight,
  });
}

/**
 * Issue 13 point 4, one truth about the part: which geometry every figure, price and picture
 * describes (the repaired one when the file was repaired), and what the repair achieved — both
 * from the file's one analysis result, so no other text can say otherwise.
 */
export function PartTruth({ file }: { file: AnalytxFile }) {
  const t = useConfiguratorText();
  const outcome = repairOutcomeOf(file);
  if (outcome === null) return null;
  const isClosed = outcome === 'intact' || outcome === 'repaired';
  return (
    <div
      className={`part-truth part-truth--${isClosed ? 'closed' : 'open'}`}
      data-testid="part-truth"
      data-outcome={outcome}
    >
      <p className="part-truth__outcome">{t(`truth.outcome.${outcome}`)}</p>
      <p className="part-truth__source">
        {file.repairInfo !== null ? t('truth.repairedModel') : t('truth.uploadedModel')}
      </p>
    </div>
  );
}
