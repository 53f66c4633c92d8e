import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@print/source'] },
  ssr: { resolve: { conditions: ['@print/source'] } },
  // Real models (the 3 MB Benchy, STEP through OpenCascade) take a few seconds each on a shared
  // 2-core machine under load: 5 s (the default) timed out there without any fault.
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 20_000 },
});
