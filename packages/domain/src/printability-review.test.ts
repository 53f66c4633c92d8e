import { describe, expect, it } from 'vitest';
import { lineVerdictRequirement, reviewOutcome } from './printability-review.js';

describe('reviewOutcome', () => {
  it('waits until every line has a verdict', () => {
    expect(reviewOutcome(['printable', null])).toBeNull();
    expect(reviewOutcome([])).toBeNull();
  });

  it.each([
    [['printable', 'printable'], 'FILES_PRINTABLE'],
    [['printable', 'repaired'], 'FILES_REPAIRED'],
    [['repaired', 'not_printable', 'printable'], 'FILES_NOT_PRINTABLE'],
  ] as const)('sums up %j as %s', (verdicts, status) => {
    expect(reviewOutcome(verdicts)).toBe(status);
  });
});

describe('lineVerdictRequirement', () => {
  it('needs a reason for not printable and a file for repaired', () => {
    expect(lineVerdictRequirement('not_printable', { reason: ' ', hasRepairedFile: false })).toBe(
      'REVIEW_REASON_REQUIRED',
    );
    expect(lineVerdictRequirement('repaired', { reason: null, hasRepairedFile: false })).toBe(
      'REVIEW_REPAIRED_FILE_REQUIRED',
    );
    expect(
      lineVerdictRequirement('printable', { reason: null, hasRepairedFile: false }),
    ).toBeNull();
  });
});
