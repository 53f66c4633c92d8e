import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { contractSchemas } from '../lib/contracts';

// The app loads its answer schemas lazily (lib/contracts.ts, and the contracts with each lazy
// route): loading them once here keeps a test's waitFor time from going into transforming zod
// and the contracts on first use (the shell used to import them statically, before any test).
await Promise.all([
  import('@print/contracts'),
  ...Object.values(contractSchemas).map((load) => load()),
]);

// A lazy route's first render transforms its modules (the page, its schemas): on a busy 2-core
// machine that alone can take over a second, testing-library's default wait. The assertions are
// the same; findBy*/waitFor only wait longer before they give up. With the other steps of
// `npm test` beside it, a first render took over 5 s (the account pages), so 10 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
