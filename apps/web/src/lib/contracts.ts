/**
 * The zod schemas that code on the first screen checks its answers with (the shell's queries:
 * sign-in state, cart, navigation, shipping countries; content pages; the catalogue of the
 * materials overview; sign-in calls), loaded with the first answer that needs them instead of
 * before the page can hydrate: zod and building the schemas are long tasks on a slow phone. One
 * chunk per group (./contract-schemas/*), so each answer builds only its own schemas, in a task of
 * its own. Never import those modules statically; lazily loaded features import
 * '@print/contracts' directly, and type-only imports cost nothing.
 */
export const contractSchemas = {
  auth: () => import('./contract-schemas/auth'),
  cart: () => import('./contract-schemas/cart'),
  catalog: () => import('./contract-schemas/catalog'),
  content: () => import('./contract-schemas/content'),
};
