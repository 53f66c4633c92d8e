/**
 * The schemas that code on the first screen checks its answers with (the shell's queries: sign-in
 * state, cart, navigation, shipping countries; content pages; the catalogue of the materials
 * overview; sign-in calls), as a chunk of its own: zod and the schemas load and are built with
 * the first answer instead of before the page can hydrate. Lazily loaded features import
 * '@print/contracts' directly; type-only imports cost nothing and stay as they are.
 */
export function loadContracts(): Promise<typeof import('./contract-schemas')> {
  return import('./contract-schemas');
}
