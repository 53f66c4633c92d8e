// Bundles the compiled command line (dist/cli/run.js and what it imports) into dist/cli-bundle/:
// one entry module plus a chunk per lazily imported part (other formats, wall thickness, PNG
// rendering). Node then resolves, reads and links a handful of files instead of about forty at
// every start, which counts in every short command's process time (issue 14: print-mesh against
// admesh). bin/print-mesh.mjs runs the bundle when it is at least as new as dist/cli/run.js.
//   node scripts/bundle-cli.mjs [outdir]   (part of the package's and the repository's build)
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = process.argv[2] ?? join(packageDir, 'dist/cli-bundle');
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { 'print-mesh': join(packageDir, 'dist/cli/run.js') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  outExtension: { '.js': '.mjs' },
  // Whitespace and syntax only: names stay readable in stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const outputs = Object.keys(result.metafile.outputs).filter((path) => path.endsWith('.mjs'));
console.log(`print-mesh bundle: ${outputs.length} files in ${outdir}`);
