import { useId, useState } from 'react';
import type { LengthUnit } from '@print/domain';
import { useViewerText } from '../hooks/use-viewer-text';
import {
  buildHistogramUrl,
  HISTOGRAM_AXES,
  HISTOGRAM_ROTATIONS,
  HISTOGRAM_SIGNS,
  type HistogramView,
} from '../utils/histogram-view';
import { SegmentedControl } from './segmented-control';

export type HistogramPicturesProps = (
  | {
      /** The customer's own file at the configured scale, unit and print mode. */
      readonly fileId: string;
      readonly scale: number;
      readonly unit: LengthUnit;
      readonly printModeId: string;
    }
  | {
      /** Another source of the same pictures (the desk's: an ordered line, role-checked). */
      readonly pictureUrl: (view: HistogramView) => string;
    }
) & {
  /** The pictures show the repaired geometry (said on screen, issue 13 point 4). */
  readonly isRepaired?: boolean;
};

/** Server-rendered wall-thickness pictures with axis, direction and rotation controls. */
export function HistogramPictures(props: HistogramPicturesProps) {
  const { isRepaired = false } = props;
  const t = useViewerText();
  const name = useId();
  const [view, setView] = useState<HistogramView>({ axis: 'X', sign: 'P', rotation: 0 });
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const url =
    'pictureUrl' in props
      ? props.pictureUrl(view)
      : buildHistogramUrl(props.fileId, view, {
          scale: props.scale,
          unitOfLength: props.unit,
          printModeId: props.printModeId,
        });
  return (
    <div className="histogram">
      <p className="histogram__intro">
        {t('histogram.intro')}
        {isRepaired && ` ${t('histogram.repairedModel')}`}
      </p>
      <div className="histogram__picture">
        <img
          src={url}
          data-testid="wall-thickness-picture"
          alt={t('histogram.alt', {
            axis: view.axis,
            sign: view.sign === 'P' ? '+' : '−',
            rotation: view.rotation,
          })}
          width={400}
          height={400}
          onLoad={() => setLoadedUrl(url)}
        />
        {loadedUrl !== url && (
          <p className="viewer-stage__status" role="status">
            <span className="spinner" aria-hidden="true" /> {t('histogram.loading')}
          </p>
        )}
      </div>
      <div className="histogram__controls">
        <SegmentedControl
          label={t('histogram.axis')}
          name={`${name}-axis`}
          options={HISTOGRAM_AXES.map((axis) => ({ value: axis, label: axis }))}
          value={view.axis}
          onChange={(axis) => setView({ ...view, axis })}
        />
        <SegmentedControl
          label={t('histogram.direction')}
          name={`${name}-sign`}
          options={HISTOGRAM_SIGNS.map((sign) => ({
            value: sign,
            label: sign === 'P' ? t('histogram.plus') : t('histogram.minus'),
          }))}
          value={view.sign}
          onChange={(sign) => setView({ ...view, sign })}
        />
        <SegmentedControl
          label={t('histogram.rotation')}
          name={`${name}-rotation`}
          options={HISTOGRAM_ROTATIONS.map((rotation) => ({
            value: rotation,
            label: t('histogram.degrees', { value: rotation }),
          }))}
          value={view.rotation}
          onChange={(rotation) => setView({ ...view, rotation })}
        />
      </div>
    </div>
  );
}
