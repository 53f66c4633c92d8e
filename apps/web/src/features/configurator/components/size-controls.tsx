import { useId, useRef, useState } from 'react';
import type { Dimensions } from '@print/domain';
import {
  SCALE_INPUT_STEP,
  SCALE_MAX,
  SCALE_MIN,
  SCALE_SLIDER_MAX,
  SCALE_SLIDER_MIN,
  SCALE_SLIDER_STEP,
} from '@print/domain';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useCurrentItemStore } from '../stores/current-item-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { SCALE_SLIDER_THROTTLE_MS, useThrottledCallback } from '../hooks/use-throttled-callback';
import {
  clampToSlider,
  formatDimension,
  formatScale,
  parseScaleInput,
  scaleFromDimension,
  type Axis,
} from '../utils/scale';
import {
  dimensionRange,
  findScaleProblem,
  isDimensionOutOfRange,
  type DimensionRange,
} from '../utils/size-limits';
import { formatNumber } from '../../../lib/format';

const AXES: readonly Axis[] = ['x', 'y', 'z'];

/** Scale slider and field, and X/Y/Z dimension fields that set the scale (spec 1 §5). */
export function SizeControls({ dimensions }: { dimensions: Dimensions }) {
  const t = useConfiguratorText();
  const formatLimit = useLimitFormat();
  const ids = { slider: useId(), input: useId() };
  const scale = useCurrentItemStore((state) => state.scale);
  const unit = useCurrentItemStore((state) => state.unit);
  const setScale = useCurrentItemStore((state) => state.setScale);
  // While dragging, the thumb follows the pointer; the store gets at most one value per 50 ms.
  const [dragValue, setDragValue] = useState<number | null>(null);
  // The latest thumb value also in a ref: a key-up can arrive before React rendered the last
  // change, and its handler would then commit the value before it (2.4 after 2.5).
  const latestDragRef = useRef<number | null>(null);
  const sendFromSlider = useThrottledCallback(setScale, SCALE_SLIDER_THROTTLE_MS);
  // Ending a drag or a key press hands the thumb's value over at once: falling back to a store
  // value the throttle still holds back would make the next arrow key start from a stale scale.
  const commitDrag = () => {
    if (latestDragRef.current !== null) setScale(latestDragRef.current);
    latestDragRef.current = null;
    setDragValue(null);
  };

  return (
    <section className="size-controls" aria-labelledby={`${ids.input}-title`}>
      <h3 id={`${ids.input}-title`} className="panel-subtitle">
        {t('size.title')}
      </h3>
      <div className="size-controls__scale">
        <label htmlFor={ids.input} className="field__label">
          {t('size.scale')}
        </label>
        <input
          id={ids.slider}
          type="range"
          className="range"
          aria-label={t('size.scaleSlider')}
          min={SCALE_SLIDER_MIN}
          max={SCALE_SLIDER_MAX}
          step={SCALE_SLIDER_STEP}
          value={dragValue ?? clampToSlider(scale)}
          onChange={(event) => {
            const value = Number(event.target.value);
            latestDragRef.current = value;
            setDragValue(value);
            sendFromSlider(value);
          }}
          onPointerUp={commitDrag}
          onKeyUp={commitDrag}
          onBlur={commitDrag}
        />
        <ScaleInput id={ids.input} scale={scale} onScale={setScale} />
        <p id={`${ids.input}-range`} className="field__hint size-controls__range">
          {t('size.range', { min: formatLimit(SCALE_MIN), max: formatLimit(SCALE_MAX) })}
        </p>
      </div>
      <fieldset className="size-controls__dimensions">
        <legend className="field__label">{t('size.dimensions', { unit })}</legend>
        {AXES.map((axis) => (
          <DimensionInput
            key={axis}
            label={t(`size.${axis}`)}
            unit={unit}
            range={dimensionRange(axis, dimensions)}
            value={dimensions[axis] * scale}
            onEnter={(text) => {
              const next = scaleFromDimension(text, axis, dimensions);
              if (next !== null) setScale(next);
            }}
          />
        ))}
      </fieldset>
    </section>
  );
}

/**
 * The scale as text with a decimal keyboard, not <input type="number">: a number input drops a
 * comma it does not accept ("0,5" became 5 in Chrome), and de/fr write 0,5. Arrow keys still
 * step by 0.01; an unreadable text keeps the scale and says why.
 */
function ScaleInput(props: { id: string; scale: number; onScale: (scale: number) => void }) {
  const { id, scale, onScale } = props;
  const t = useConfiguratorText();
  // What is being typed stays as typed; otherwise the field shows the stored scale (4 decimals).
  const [draft, setDraft] = useState<string | null>(null);
  const isUnreadable = draft !== null && parseScaleInput(draft) === null;
  const stepBy = (direction: 1 | -1) => {
    const next = Math.round((scale + direction * SCALE_INPUT_STEP) * 10_000) / 10_000;
    const bounded = Math.min(SCALE_MAX, Math.max(SCALE_MIN, next));
    setDraft(null);
    onScale(bounded);
  };
  return (
    <>
      <input
        id={id}
        role="spinbutton"
        aria-describedby={isUnreadable ? `${id}-invalid ${id}-range` : `${id}-range`}
        aria-invalid={isUnreadable || findScaleProblem(scale) !== null}
        aria-valuemin={SCALE_MIN}
        aria-valuemax={SCALE_MAX}
        aria-valuenow={scale}
        type="text"
        className="input input--number"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={draft ?? formatScale(scale)}
        onChange={(event) => {
          setDraft(event.target.value);
          const parsed = parseScaleInput(event.target.value);
          if (parsed !== null) onScale(parsed);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          stepBy(event.key === 'ArrowUp' ? 1 : -1);
        }}
        onBlur={() => {
          if (!isUnreadable) setDraft(null);
        }}
      />
      {isUnreadable && (
        <p id={`${id}-invalid`} className="field__hint field__hint--warning" role="alert">
          {t('size.scaleInvalid')}
        </p>
      )}
    </>
  );
}

function DimensionInput(props: {
  label: string;
  unit: string;
  range: DimensionRange;
  value: number;
  onEnter: (text: string) => void;
}) {
  const { label, unit, range, value, onEnter } = props;
  const t = useConfiguratorText();
  const formatLimit = useLimitFormat();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const isOutOfRange = draft !== null && isDimensionOutOfRange(draft, range);
  return (
    <div className="dimension-field">
      <label htmlFor={id} className="dimension-field__label">
        {label}
      </label>
      <div className="input-affix">
        <input
          id={id}
          type="number"
          className="input input--number"
          inputMode="decimal"
          min={roundLimit(range.min)}
          max={roundLimit(range.max)}
          step={0.01}
          aria-invalid={isOutOfRange}
          aria-describedby={isOutOfRange ? `${id}-range` : undefined}
          value={draft ?? formatDimension(value)}
          onChange={(event) => {
            setDraft(event.target.value);
            onEnter(event.target.value);
          }}
          onBlur={() => setDraft(null)}
        />
        <span className="input-affix__unit">{unit}</span>
      </div>
      {isOutOfRange && (
        <p id={`${id}-range`} className="field__hint field__hint--warning" role="alert">
          {t('size.dimensionRange', {
            min: formatLimit(range.min),
            max: formatLimit(range.max),
            unit,
          })}
        </p>
      )}
    </div>
  );
}

/** Range limits in the page language, at most two decimals (the dimension fields' precision). */
function useLimitFormat(): (value: number) => string {
  const { language } = useRouteLanguage();
  return (value) => formatNumber(roundLimit(value), language);
}

/** Rounds a range limit inwards-neutral to the field's 0.01 step. */
function roundLimit(value: number): number {
  return Math.round(value * 100) / 100;
}
