import type { CartItem } from '@print/contracts';

export interface ProcessingStepDraft {
  readonly stepId: string;
  readonly optionId: string;
  readonly quantity: number;
}

/** Spec 1 §5: a processing step needs a chosen option and a quantity above 0. */
export function canAddProcessingStep(draft: ProcessingStepDraft): boolean {
  return (
    draft.stepId !== '' &&
    draft.optionId !== '' &&
    Number.isInteger(draft.quantity) &&
    draft.quantity > 0
  );
}

/** The item's steps as the PATCH body carries them. */
export function toProcessingStepInputs(steps: CartItem['processingSteps']): ProcessingStepDraft[] {
  return steps.map((step) => ({
    stepId: step.stepId,
    optionId: step.option._id,
    quantity: step.quantity,
  }));
}
