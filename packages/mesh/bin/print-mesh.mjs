#!/usr/bin/env node
// Runs the compiled CLI when the package is built, else the TypeScript source through tsx
// (development in the repository: no build needed).
// The compiled path keeps start-up short (it counts in every short command's process time):
// Node's on-disk compile cache (Node 22.1+; a no-op where missing) skips parsing and compiling
// the CLI's modules after the first run, and the CLI loads the modules of other formats and
// commands only when a file or command needs them.
// Built-in modules through process.getBuiltinModule: an ES import of node:fs builds its module
// namespace, whose `promises` getter loads 30-odd internal modules (streams, readline).
const { statSync } = process.getBuiltinModule('node:fs');
const module = process.getBuiltinModule('node:module');
const { fileURLToPath } = process.getBuiltinModule('node:url');

/** Modification time of a file in ms, or -1 when it does not exist. */
function modifiedAt(url) {
  return statSync(fileURLToPath(url), { throwIfNoEntry: false })?.mtimeMs ?? -1;
}

// The build bundles dist/cli into dist/cli-bundle (scripts/bundle-cli.mjs): a few files to load
// instead of about forty. A compile of dist/cli alone (tsc -b) leaves the bundle older: then the
// compiled modules run, never a stale bundle.
const compiled = new URL('../dist/cli/run.js', import.meta.url);
const bundled = new URL('../dist/cli-bundle/print-mesh.mjs', import.meta.url);
const compiledAt = modifiedAt(compiled);
if (compiledAt >= 0) {
  module.enableCompileCache?.();
  await import(modifiedAt(bundled) >= compiledAt ? bundled.href : compiled.href);
} else {
  // node:child_process pulls in net, dgram and streams: loaded only on this development path.
  const { spawnSync } = await import('node:child_process');
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
