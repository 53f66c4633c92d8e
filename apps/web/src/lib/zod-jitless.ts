/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it with a
 * caught `new Function('')`: the shop's Content-Security-Policy allows no eval, so that probe
 * would be blocked and reported as a violation on every page. Jitless parsing needs no eval.
 *
 * This is `z.config({ jitless: true })` without importing zod into the entry chunk (its core
 * module would add ~11 KB to the first script): zod keeps its settings in this global object and
 * reads `jitless` when a schema is built, so main.tsx imports this first, before any schema.
 * zod-jitless.test.ts proves zod reads the setting from here.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
