import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@print/source'] },
  ssr: { resolve: { conditions: ['@print/source'] } },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
