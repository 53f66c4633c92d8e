/**
 * The pages pre-rendered to static HTML at build time (scripts/prerender.mjs): the home page in
 * each language. The server sends dist/index.html for every other path too, so the client
 * hydrates only where the URL is the pre-rendered page, and renders from scratch elsewhere.
 */
export const PRERENDERED_PATHS = ['/', '/en', '/fr'] as const;

/** A pathname without trailing slashes ('/en/' → '/en'; '/' stays). */
export function normalizePrerenderPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
