import type { PriceSetContent } from '@print/contracts';

type Entry = { readonly id: string };

/**
 * What a save changed, for the audit log: the entries (by list and id) whose values differ,
 * before and after. A whole set would bury the change an owner made in a few hundred values.
 */
export function changedEntries(
  before: PriceSetContent | null,
  after: PriceSetContent,
): { before: Record<string, Entry[]>; after: Record<string, Entry[]> } {
  const was: Record<string, Entry[]> = {};
  const now: Record<string, Entry[]> = {};
  for (const key of Object.keys(after) as (keyof PriceSetContent)[]) {
    const old = new Map<string, Entry>((before?.[key] ?? []).map((e) => [e.id, e]));
    for (const entry of after[key] as readonly Entry[]) {
      const previous = old.get(entry.id);
      if (previous !== undefined && JSON.stringify(previous) === JSON.stringify(entry)) continue;
      (now[key] ??= []).push(entry);
      if (previous !== undefined) (was[key] ??= []).push(previous);
    }
  }
  return { before: was, after: now };
}
