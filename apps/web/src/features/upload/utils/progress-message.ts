import type { AnalysisStep } from '@print/contracts';
import type { UploadMessages } from '../../../locales/de/upload';

export type ProgressMessageKey = keyof UploadMessages['messages'];

/** Upload progress states of spec 1 §4 (converting-to-rtf is the spec's spelling of trf). */
export type UploadPhase =
  'before-upload' | 'uploading' | 'analyzing' | 'analyzing-vxyz' | 'converting-to-rtf';

const MESSAGE_BY_STEP: Readonly<Record<AnalysisStep, ProgressMessageKey>> = {
  'converting to stl': 'convertingStepToStl',
  'starting analysis': 'analyzing',
  'repairing file': 'repairing',
  'converting to trf': 'convertingToTrf',
  'analyzing volume and dimensions': 'analyzingDimensions',
  'analysis completed': 'completed',
};

const PHASE_BY_STEP: Readonly<Record<AnalysisStep, UploadPhase>> = {
  'converting to stl': 'analyzing',
  'starting analysis': 'analyzing',
  'repairing file': 'analyzing',
  'converting to trf': 'converting-to-rtf',
  'analyzing volume and dimensions': 'analyzing-vxyz',
  'analysis completed': 'analyzing-vxyz',
};

function isAnalysisStep(step: string): step is AnalysisStep {
  return step in MESSAGE_BY_STEP;
}

/** The message for a server task text; a queued task (no step yet) or an unknown text reads "analysing". */
export function selectProgressMessage(step: string | null): ProgressMessageKey {
  return step !== null && isAnalysisStep(step) ? MESSAGE_BY_STEP[step] : 'analyzing';
}

export function selectUploadPhase(step: string | null): UploadPhase {
  return step !== null && isAnalysisStep(step) ? PHASE_BY_STEP[step] : 'analyzing';
}
