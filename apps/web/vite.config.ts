import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The workspace packages' modules only declare constants, functions and zod schemas: a module
 * whose exports nothing uses can go. Without this, one import through a package's index (the
 * language mapping of @print/domain, one content constant of @print/contracts) pulls every
 * module of that package, zod schemas and their construction included, into the first screen.
 */
const SIDE_EFFECT_FREE_SOURCES = /[\\/]packages[\\/](domain|contracts)[\\/]src[\\/]/;

/**
 * The analytics tag's origin (from VITE_TAG_MANAGER_URL, as this build bakes it into the app)
 * written to `csp-sources.json` beside index.html: the server's Content-Security-Policy allows
 * exactly that origin for scripts, connections and images, and none when no tag is configured.
 */
function cspSources(): Plugin {
  let tagManagerOrigin: string | null = null;
  let isSsr = false;
  return {
    name: 'print-portal-csp-sources',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
      const url = (config.env.VITE_TAG_MANAGER_URL as string | undefined) ?? '';
      if (url === '') return;
      const origin = /^https?:\/\/[^/?#\s;,'"]+/.exec(url)?.[0];
      if (origin === undefined)
        throw new Error(`VITE_TAG_MANAGER_URL must be an http(s) URL, got "${url}"`);
      tagManagerOrigin = new URL(origin).origin;
    },
    generateBundle() {
      if (isSsr) return;
      this.emitFile({
        type: 'asset',
        fileName: 'csp-sources.json',
        source: `${JSON.stringify({ tagManagerOrigin })}\n`,
      });
    },
  };
}

// Workspace packages resolve to their TypeScript source through the `@print/source` condition.
export default defineConfig({
  plugins: [react(), cspSources()],
  resolve: { conditions: ['@print/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (SIDE_EFFECT_FREE_SOURCES.test(id) ? false : undefined),
      },
    },
  },
  // The model worker is created with { type: 'module' }: emit it as an ES module too.
  worker: { format: 'es' },
});
