import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelPath } from '../io/test-support.js';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const NODE = process.execPath;

/** The report of one command run, without its timings (they differ from run to run). */
function reportOf(entry: string, model: string): unknown {
  const out = execFileSync(NODE, [entry, 'analyze', model, '--repair', '--json'], {
    encoding: 'utf8',
  });
  const { timingsMs, ...report } = JSON.parse(out) as { timingsMs: unknown };
  expect(timingsMs).toBeTypeOf('object');
  return report;
}

describe('the bundled command line (scripts/bundle-cli.mjs)', () => {
  let outdir: string;
  beforeAll(() => {
    // The bundle is made from the compiled modules, as the build makes it.
    const tsc = join(PACKAGE_DIR, '../../node_modules/typescript/bin/tsc');
    execFileSync(NODE, [tsc, '-b', 'tsconfig.build.json'], { cwd: PACKAGE_DIR, stdio: 'ignore' });
    outdir = mkdtempSync(join(tmpdir(), 'print-mesh-bundle-'));
    execFileSync(NODE, [join(PACKAGE_DIR, 'scripts/bundle-cli.mjs'), outdir], { stdio: 'ignore' });
  }, 120_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('answers exactly what the compiled modules answer, on binary and ASCII STL', () => {
    for (const model of ['stl/sphere_with_hole_ascii.stl', 'stl/utah_teapot_open_binary.stl']) {
      const file = modelPath(model);
      expect(reportOf(join(outdir, 'print-mesh.mjs'), file)).toEqual(
        reportOf(join(PACKAGE_DIR, 'dist/cli/run.js'), file),
      );
    }
  });

  it('keeps the lazily loaded parts (other formats, thickness, rendering) in chunks of their own', () => {
    const files = readdirSync(outdir).filter((name) => name.endsWith('.mjs'));
    expect(files).toContain('print-mesh.mjs');
    expect(files.length).toBeGreaterThan(1);
  });
});
