import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Workspace packages resolve to their TypeScript source through the `@print/source` condition.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@print/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: { target: 'es2022', sourcemap: false },
  // The model worker is created with { type: 'module' }: emit it as an ES module too.
  worker: { format: 'es' },
});
