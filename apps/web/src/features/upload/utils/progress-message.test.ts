// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { selectProgressMessage, selectUploadPhase } from './progress-message';

describe('server task text → progress message (spec 1 §4)', () => {
  it.each([
    ['converting to stl', 'convertingStepToStl'],
    ['starting analysis', 'analyzing'],
    ['repairing file', 'repairing'],
    ['converting to trf', 'convertingToTrf'],
    ['analyzing volume and dimensions', 'analyzingDimensions'],
    ['analysis completed', 'completed'],
  ])('%s → %s', (step, message) => {
    expect(selectProgressMessage(step)).toBe(message);
  });

  it('a queued task and an unknown text read "analysing"', () => {
    expect(selectProgressMessage(null)).toBe('analyzing');
    expect(selectProgressMessage('something new')).toBe('analyzing');
  });

  it('maps the steps to the spec progress states', () => {
    expect(selectUploadPhase('converting to trf')).toBe('converting-to-rtf');
    expect(selectUploadPhase('analyzing volume and dimensions')).toBe('analyzing-vxyz');
    expect(selectUploadPhase('starting analysis')).toBe('analyzing');
  });
});
