import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@print/source'] },
  ssr: { resolve: { conditions: ['@print/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One database per test file; files run one after another (PGlite needs ~1 GB each).
    fileParallelism: false,
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
