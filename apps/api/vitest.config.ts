import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@print/source'] },
  ssr: { resolve: { conditions: ['@print/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.pg.test.ts need PostgreSQL (several processes on one database): only in the PostgreSQL
    // run. Each such file throws without DATABASE_URL, so it can never pass by skipping.
    exclude: process.env.DATABASE_URL
      ? ['**/node_modules/**']
      : ['**/node_modules/**', '**/*.pg.test.ts'],
    // One database per test file; files run one after another (PGlite needs ~1 GB each).
    fileParallelism: false,
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
