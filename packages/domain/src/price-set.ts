import { assertCents } from './money.js';

/*
 * Versioned price sets (issue 26 item 6, docs/decisions/0029-price-sets.md): the catalogue's
 * price model inputs (decision 0003) and shipping prices as one set per version. A draft may have
 * gaps while an owner edits it; it is published only complete, with an effective date.
 */

/** The price inputs of a set as far as completeness is concerned; null = not entered yet. */
export interface PriceSetPriceInputs {
  readonly printModes: readonly {
    readonly id: string;
    readonly setupFeeCents: number | null;
    readonly materialCentsPerCm3: number | null;
    readonly packingCentsPerCm3: number | null;
    readonly minPartPriceCents: number | null;
  }[];
  readonly surfaceFinishes: readonly {
    readonly id: string;
    readonly finishCentsPerCm2: number | null;
  }[];
  readonly colors: readonly { readonly id: string; readonly colourFactorBp: number | null }[];
  readonly processingOptions: readonly {
    readonly id: string;
    readonly priceCents: number | null;
  }[];
  readonly shippingMethods: readonly { readonly id: string; readonly priceCents: number | null }[];
}

export type PriceSetEntryKind =
  'printMode' | 'surfaceFinish' | 'color' | 'processingOption' | 'shippingMethod';

/** One price a set lacks: which entry, which field. */
export interface MissingPrice {
  readonly kind: PriceSetEntryKind;
  readonly id: string;
  readonly field: string;
}

const MODE_PRICE_FIELDS = [
  'setupFeeCents',
  'materialCentsPerCm3',
  'packingCentsPerCm3',
  'minPartPriceCents',
] as const;

/**
 * Every price a set lacks (null), in the order of the set's entries; empty when it can be
 * published. Unavailable entries count too: an owner may make them available again any day,
 * and a published set never holds an entry without a price.
 */
export function findMissingPrices(set: PriceSetPriceInputs): MissingPrice[] {
  const missing: MissingPrice[] = [];
  for (const mode of set.printModes) {
    for (const field of MODE_PRICE_FIELDS) {
      if (mode[field] === null) missing.push({ kind: 'printMode', id: mode.id, field });
    }
  }
  const single: readonly [PriceSetEntryKind, string, readonly { id: string }[]][] = [
    ['surfaceFinish', 'finishCentsPerCm2', set.surfaceFinishes],
    ['color', 'colourFactorBp', set.colors],
    ['processingOption', 'priceCents', set.processingOptions],
    ['shippingMethod', 'priceCents', set.shippingMethods],
  ];
  for (const [kind, field, entries] of single) {
    for (const entry of entries) {
      if ((entry as unknown as Record<string, number | null>)[field] === null) {
        missing.push({ kind, id: entry.id, field });
      }
    }
  }
  return missing;
}

export type PriceSetStatus = 'draft' | 'scheduled' | 'effective' | 'superseded';

export interface PriceSetTimeline {
  readonly id: string;
  readonly version: number;
  /** null while a draft. */
  readonly effectiveFrom: Date | null;
}

/**
 * Which published set applies at `at`: the one with the latest effective date ≤ at (the higher
 * version on a tie). null when none applies yet.
 */
export function findEffectiveSet<T extends PriceSetTimeline>(
  sets: readonly T[],
  at: Date,
): T | null {
  let best: T | null = null;
  for (const set of sets) {
    if (set.effectiveFrom === null || set.effectiveFrom.getTime() > at.getTime()) continue;
    if (
      best === null ||
      set.effectiveFrom.getTime() > (best.effectiveFrom?.getTime() ?? 0) ||
      (set.effectiveFrom.getTime() === best.effectiveFrom?.getTime() && set.version > best.version)
    ) {
      best = set;
    }
  }
  return best;
}

/** Each set's status at `at`: draft, scheduled (date ahead), effective (the one), superseded. */
export function classifyPriceSets<T extends PriceSetTimeline>(
  sets: readonly T[],
  at: Date,
): Map<string, PriceSetStatus> {
  const effective = findEffectiveSet(sets, at);
  const statuses = new Map<string, PriceSetStatus>();
  for (const set of sets) {
    if (set.effectiveFrom === null) statuses.set(set.id, 'draft');
    else if (set.id === effective?.id) statuses.set(set.id, 'effective');
    else if (set.effectiveFrom.getTime() > at.getTime()) statuses.set(set.id, 'scheduled');
    else statuses.set(set.id, 'superseded');
  }
  return statuses;
}

export interface PriceComparison {
  readonly oldCents: number | null;
  readonly newCents: number | null;
  /** new − old; null when either side has no price. */
  readonly differenceCents: number | null;
  /** The difference relative to the old price in basis points (rounded); null as above or old 0. */
  readonly differenceBp: number | null;
}

/**
 * Old against new price of one order line or order (cents). A side without a price (not
 * printable, entry gone) makes the comparison open.
 */
export function comparePrices(oldCents: number | null, newCents: number | null): PriceComparison {
  if (oldCents !== null) assertCents(oldCents, 'oldCents');
  if (newCents !== null) assertCents(newCents, 'newCents');
  if (oldCents === null || newCents === null) {
    return { oldCents, newCents, differenceCents: null, differenceBp: null };
  }
  const differenceCents = newCents - oldCents;
  const differenceBp =
    oldCents === 0 ? null : Math.round((differenceCents * 10_000) / Math.abs(oldCents));
  return { oldCents, newCents, differenceCents, differenceBp };
}

/** Sum of prices that are all known; null when any is unknown (a part of the order has none). */
export function sumKnownCents(values: readonly (number | null)[]): number | null {
  let total = 0;
  for (const value of values) {
    if (value === null) return null;
    total += value;
  }
  assertCents(total, 'sum');
  return total;
}
