#!/usr/bin/env node
// Runs the compiled CLI when the package is built, else the TypeScript source through tsx
// (development in the repository: no build needed).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const compiled = new URL('../dist/cli/run.js', import.meta.url);
if (existsSync(fileURLToPath(compiled))) {
  await import(compiled.href);
} else {
  const source = fileURLToPath(new URL('../src/cli/run.ts', import.meta.url));
  const result = spawnSync(
    process.execPath,
    [
      '--conditions=@print/source',
      '--import',
      import.meta.resolve('tsx'),
      source,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
}
