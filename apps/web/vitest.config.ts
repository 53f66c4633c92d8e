import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects, one run. A test file whose first line is `// @vitest-environment node` tests
// logic that needs no page (formats, URL state, pricing views, stores, mesh readers): it runs in
// plain Node without the DOM setup (src/test/setup.ts), which would cost it more than its tests.
// Every other file runs in happy-dom with that setup. A file marked node that touches the DOM
// fails (`document is not defined`), never passes by skipping.
const TEST_FILE = /\.test\.tsx?$/;
const NODE_MARK = /^\/\/ @vitest-environment node\s*$/m;
const srcDir = join(import.meta.dirname, 'src');
const nodeFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => TEST_FILE.test(file))
  .filter((file) => NODE_MARK.test(readFileSync(join(srcDir, file), 'utf8').split('\n', 1)[0]))
  .map((file) => `src/${file.split('\\').join('/')}`);

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@print/source', ...defaultClientConditions] },
  test: {
    restoreMocks: true,
    // `npm test` runs this suite at low priority beside the API suites (scripts/test-all.mjs).
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: nodeFiles,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: nodeFiles },
      },
    ],
  },
});
