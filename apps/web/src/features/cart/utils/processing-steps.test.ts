// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canAddProcessingStep, toProcessingStepInputs } from './processing-steps';

describe('processing steps (spec 1 §5)', () => {
  it('needs an option and a quantity above 0', () => {
    expect(canAddProcessingStep({ stepId: 's', optionId: 'o', quantity: 1 })).toBe(true);
    expect(canAddProcessingStep({ stepId: 's', optionId: '', quantity: 1 })).toBe(false);
    expect(canAddProcessingStep({ stepId: 's', optionId: 'o', quantity: 0 })).toBe(false);
    expect(canAddProcessingStep({ stepId: 's', optionId: 'o', quantity: 1.5 })).toBe(false);
  });

  it('maps the item steps to the PATCH shape', () => {
    expect(
      toProcessingStepInputs([
        {
          stepId: 's1',
          name: 'Färben',
          option: { _id: 'o1', name: 'Schwarz', priceCents: 500 },
          quantity: 2,
        },
      ]),
    ).toEqual([{ stepId: 's1', optionId: 'o1', quantity: 2 }]);
  });
});
