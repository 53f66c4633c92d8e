import { describe, expect, it } from 'vitest';
import { checkOrderTransition } from './order-transitions.js';
import {
  lineVerdictRequirement,
  notPrintableChoiceStatus,
  NOT_PRINTABLE_CHOICES,
  reviewOutcome,
} from './printability-review.js';

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

describe('the customer answers a not printable review', () => {
  const base = { paymentMethod: 'billing', paymentStatus: 'PAYMENT_PENDING' } as const;

  it.each(NOT_PRINTABLE_CHOICES)('%s is a step the table allows the customer', (choice) => {
    const to = notPrintableChoiceStatus(choice);
    expect(
      checkOrderTransition({ ...base, from: 'FILES_NOT_PRINTABLE', to, actor: 'customer' }).ok,
    ).toBe(true);
    // Only from FILES_NOT_PRINTABLE: once production goes on, the customer cannot cancel.
    expect(
      checkOrderTransition({ ...base, from: 'FILES_PRINTABLE', to, actor: 'customer' }).ok,
    ).toBe(false);
  });

  it('sends a changed quote back to the quote flow and a cancellation to ORDER_CANCELLED', () => {
    expect(notPrintableChoiceStatus('changed_quote')).toBe('QUOTE_GENERATED');
    expect(notPrintableChoiceStatus('cancel')).toBe('ORDER_CANCELLED');
  });
});
