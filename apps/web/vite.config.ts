import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The workspace packages' modules only declare constants, functions and zod schemas: a module
 * whose exports nothing uses can go. Without this, one import through a package's index (the
 * language mapping of @print/domain, one content constant of @print/contracts) pulls every
 * module of that package, zod schemas and their construction included, into the first screen.
 */
const SIDE_EFFECT_FREE_SOURCES = /[\\/]packages[\\/](domain|contracts)[\\/]src[\\/]/;

// Workspace packages resolve to their TypeScript source through the `@print/source` condition.
export default defineConfig({
  plugins: [react()],
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
