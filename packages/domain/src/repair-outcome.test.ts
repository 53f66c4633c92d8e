import { describe, expect, it } from 'vitest';
import { classifyRepairOutcome } from './repair-outcome.js';

describe('classifyRepairOutcome (issue 13 point 4: one truth about the part)', () => {
  it.each([
    { wasRepaired: false, isWatertight: true, outcome: 'intact' },
    { wasRepaired: true, isWatertight: true, outcome: 'repaired' },
    { wasRepaired: true, isWatertight: false, outcome: 'repairedStillOpen' },
    { wasRepaired: false, isWatertight: false, outcome: 'notClosed' },
  ] as const)(
    'repaired $wasRepaired, watertight $isWatertight → $outcome',
    ({ wasRepaired, isWatertight, outcome }) => {
      expect(classifyRepairOutcome({ wasRepaired, isWatertight })).toBe(outcome);
    },
  );

  it('says "repaired" only of closed geometry', () => {
    for (const wasRepaired of [true, false])
      for (const isWatertight of [true, false])
        expect(classifyRepairOutcome({ wasRepaired, isWatertight }) === 'repaired').toBe(
          wasRepaired && isWatertight,
        );
  });
});
