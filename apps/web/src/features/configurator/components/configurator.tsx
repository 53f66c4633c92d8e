import { useEffect } from 'react';
import type { AnalytxFile, PrintMode } from '@print/contracts';
import { useCurrentItemStore } from '../stores/current-item-store';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useConfigUrlSync } from '../hooks/use-config-url-sync';
import { useConfiguratorPricing } from '../hooks/use-configurator-pricing';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { useSelection } from '../hooks/use-selection';
import { findResult, selectModeResult } from '../utils/pricing-view';
import { isAddToCartAllowed, isChooseFinishesAllowed } from '../utils/repair-gate';
import { listColorOptions } from '../utils/selection-rules';
import { BasicsStep } from './basics-step';
import { ColorSwatches } from './color-swatches';
import { FinishList } from './finish-list';
import { OrderSummary } from './order-summary';
import { PrintModeList } from './print-mode-list';
import { FileWarnings } from './file-warnings';
import { NotPrintableOffer } from './not-printable-offer';
import { PartSizeNotice } from './part-size-notice';
import { PartTruth } from './part-truth';
import { PricingProblem } from './pricing-problem';
import { PrintQualityMessage } from './print-quality-message';
import { SizeControls } from './size-controls';
import { StepNav } from './step-nav';

export interface ConfiguratorProps {
  readonly file: AnalytxFile;
  readonly modes: readonly PrintMode[];
  readonly onShowRepairs: () => void;
  /** Called once the first prices of the file are on screen (the viewer waits for them). */
  readonly onPricesShown?: () => void;
  /** The item is in the cart (the page then goes to /cart): the order process moves on. */
  readonly onAddedToCart: () => void;
}

/** The configuration column: sub-steps basics, material and colour, finishes (spec 1 §2, §4). */
export function Configurator(props: ConfiguratorProps) {
  const { file, modes, onShowRepairs, onPricesShown, onAddedToCart } = props;
  const t = useConfiguratorText();
  const subStep = useCurrentItemStore((state) => state.subStep);
  const setSubStep = useCurrentItemStore((state) => state.setSubStep);
  // Spec 1 §4: leaving the configure screen resets the sub-step to 0.
  useEffect(() => () => useCurrentItemStore.getState().setSubStep(0), []);
  useConfigUrlSync(true);
  const isAcknowledged = useCurrentItemStore((state) => state.acknowledgedRepairInfo);
  const { selection, mode, chooseMode, chooseFinish, chooseColor } = useSelection(modes);
  const pricing = useConfiguratorPricing(modes);
  const hasPrices = pricing.results.length > 0;
  useEffect(() => {
    if (hasPrices) onPricesShown?.();
  }, [hasPrices, onPricesShown]);
  const { isAdding, addToCart } = useAddToCart(onAddedToCart);
  const hasRepairInfo = file.repairInfo !== null;
  const selected = findResult(
    pricing.results,
    selection.printModeId,
    selection.surfaceFinishId,
    selection.colorId,
  );
  const modeResults =
    pricing.results.length === 0
      ? null
      : modes.flatMap(
          (candidate) => selectModeResult(pricing.results, candidate._id, selection) ?? [],
        );
  const isSelectedPrintable = selected?.printable === true && !pricing.isCalculating;
  const gate = { hasRepairInfo, isAcknowledged, isSelectedPrintable, isAdding };
  const colorOptions = mode ? listColorOptions(mode) : [];
  const finishColorOptions = colorOptions.filter((option) =>
    option.finishIds.includes(selection.surfaceFinishId ?? ''),
  );
  const dimensions = file.analysedProperties?.dimensions ?? { x: 0, y: 0, z: 0 };

  const summary = (withFinishesButton: boolean) => (
    <>
      <FileWarnings warnings={file.warnings} />
      <PartSizeNotice asRead={dimensions} />
      <PricingProblem
        scaleProblem={pricing.scaleProblem}
        errorCode={pricing.errorCode}
        onRetry={pricing.retry}
      />
      <PrintQualityMessage
        selected={selected}
        modeResults={modeResults}
        isScaleNumber={pricing.scaleProblem === null && !pricing.isError}
        isCalculating={pricing.isCalculating}
      />
      <NotPrintableOffer
        fileId={file._id}
        modes={modes}
        onSelectMode={chooseMode}
        selected={selected}
        modeResults={modeResults}
        isCalculating={pricing.isCalculating}
      />
      <OrderSummary
        selected={selected}
        isCalculating={pricing.isCalculating}
        isAddAllowed={isAddToCartAllowed(gate)}
        isAdding={isAdding}
        onAdd={addToCart}
        {...(withFinishesButton
          ? {
              secondary: {
                label: t('material.chooseFinishes'),
                isAllowed: isChooseFinishesAllowed(gate),
                onClick: () => setSubStep(2),
              },
            }
          : {})}
      />
    </>
  );

  return (
    <div className="configurator">
      <StepNav current={subStep} />
      <PartTruth file={file} />
      {subStep === 0 && (
        <BasicsStep
          fileId={file._id}
          initialName={file.name}
          savedUnit={file.givenUnitOfLength}
          dimensionsAsRead={file.analysedProperties?.dimensions ?? null}
          hasRepairInfo={hasRepairInfo}
          onShowRepairs={onShowRepairs}
        />
      )}
      {subStep === 1 && (
        <div className="config-step">
          <button
            type="button"
            className="button button--link config-step__back"
            onClick={() => setSubStep(0)}
          >
            ← {t('material.back')}
          </button>
          <h2 className="config-step__title">{t('material.title')}</h2>
          <SizeControls dimensions={dimensions} />
          <PrintModeList
            modes={modes}
            selection={selection}
            results={pricing.results}
            isCalculating={pricing.isCalculating}
            onSelectMode={chooseMode}
          />
          {mode && selection.printModeId && (
            <ColorSwatches
              label={t('material.colour')}
              options={colorOptions}
              modeId={selection.printModeId}
              surfaceFinishId={selection.surfaceFinishId}
              colorId={selection.colorId}
              results={pricing.results}
              onSelect={chooseColor}
            />
          )}
          {summary(true)}
        </div>
      )}
      {subStep === 2 && mode && (
        <div className="config-step">
          <button
            type="button"
            className="button button--link config-step__back"
            onClick={() => setSubStep(1)}
          >
            ← {t('finishes.back')}
          </button>
          <h2 className="config-step__title">{t('finishes.title')}</h2>
          <FinishList
            mode={mode}
            surfaceFinishId={selection.surfaceFinishId}
            results={pricing.results}
            isCalculating={pricing.isCalculating}
            onSelect={chooseFinish}
          />
          <ColorSwatches
            label={t('finishes.colour')}
            options={finishColorOptions}
            modeId={mode._id}
            surfaceFinishId={selection.surfaceFinishId}
            colorId={selection.colorId}
            results={pricing.results}
            onSelect={chooseColor}
          />
          {summary(false)}
        </div>
      )}
    </div>
  );
}
