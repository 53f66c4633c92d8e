/**
 * Issue 13 point 4, one truth about the part: what the screen says about the repair follows
 * from the one analysis result of the file — whether the repair changed anything and whether
 * the geometry the summary describes (the repaired one, which is priced) is closed. Nothing
 * else may tell the customer "fixed" or "not closed".
 */
export type RepairOutcome =
  /** Nothing to repair: the file was a closed solid as uploaded. */
  | 'intact'
  /** Repaired, and the repaired geometry is closed. */
  | 'repaired'
  /** Repaired in part: changes were made, but the geometry is still not closed. */
  | 'repairedStillOpen'
  /** Not closed, and the repair could change nothing. */
  | 'notClosed';

export interface RepairOutcomeInput {
  /** The repair changed the geometry (the file has repair info). */
  readonly wasRepaired: boolean;
  /** The geometry after repair (what the summary describes) is watertight. */
  readonly isWatertight: boolean;
}

export function classifyRepairOutcome(input: RepairOutcomeInput): RepairOutcome {
  if (input.isWatertight) return input.wasRepaired ? 'repaired' : 'intact';
  return input.wasRepaired ? 'repairedStillOpen' : 'notClosed';
}
