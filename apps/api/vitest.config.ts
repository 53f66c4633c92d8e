import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const isPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  resolve: { conditions: ['@print/source'] },
  ssr: { resolve: { conditions: ['@print/source'] } },
  test: {
    // PostgreSQL runs the whole suite; PGlite (the embedded database) only what depends on the
    // driver: repositories' statements, the checkout's, sequences, migrations, the queue
    // (*.driver.test.ts) and the start-up smoke test. *.pg.test.ts need PostgreSQL (several
    // processes on one database) and throw without DATABASE_URL, so they never pass by skipping.
    include: isPostgres
      ? ['src/**/*.test.ts', 'test/**/*.test.ts']
      : ['src/**/*.driver.test.ts', 'src/**/*.pglite.test.ts'],
    exclude: ['**/node_modules/**'],
    // A migrated, seeded template database per run; each file copies it (test/test-app.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // Files side by side on PostgreSQL (one database each); PGlite needs ~1 GB per instance.
    fileParallelism: isPostgres,
    maxWorkers: isPostgres ? Math.max(2, availableParallelism()) : 1,
    // The app's module graph is loaded once per worker, not once per file: each file still has
    // its own database and its own app instance (nothing a test changes lives in a module).
    isolate: false,
    // Generous: the suites share two cores with the other steps of `npm test` (a real hang still
    // fails, within the minute).
    testTimeout: 45000,
    hookTimeout: 60000,
  },
});
