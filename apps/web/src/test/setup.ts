import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { contractSchemas } from '../lib/contracts';

// The app loads its answer schemas lazily (lib/contracts.ts, and the contracts with each lazy
// route): loading them once here keeps a test's waitFor time from going into transforming zod
// and the contracts on first use (the shell used to import them statically, before any test).
await Promise.all([
  import('@print/contracts'),
  ...Object.values(contractSchemas).map((load) => load()),
]);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
