import type { HistogramQuery } from '@print/contracts';
import { API_BASE_PATH } from '../../../lib/config';

export type HistogramAxis = 'X' | 'Y' | 'Z';
export type HistogramSign = 'P' | 'M';
export type HistogramRotation = 0 | 90 | 180 | 270;

export const HISTOGRAM_AXES: readonly HistogramAxis[] = ['X', 'Y', 'Z'];
export const HISTOGRAM_SIGNS: readonly HistogramSign[] = ['P', 'M'];
/** Spec 1 §4: degrees 0/90/180/270 in steps of 90. */
export const HISTOGRAM_ROTATIONS: readonly HistogramRotation[] = [0, 90, 180, 270];

export interface HistogramView {
  readonly axis: HistogramAxis;
  readonly sign: HistogramSign;
  readonly rotation: HistogramRotation;
}

/** URL of the server-rendered wall-thickness picture for a view at the current configuration. */
export function buildHistogramUrl(
  fileId: string,
  view: HistogramView,
  query: Pick<HistogramQuery, 'scale' | 'unitOfLength' | 'printModeId'>,
): string {
  const params = new URLSearchParams({
    scale: String(query.scale),
    unitOfLength: query.unitOfLength,
    direction: `${view.axis}${view.sign}`,
    rotation: String(view.rotation),
    printModeId: query.printModeId,
  });
  return `${API_BASE_PATH}/analytx/file/${encodeURIComponent(fileId)}/histogram-image?${params.toString()}`;
}
