import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readMeshFile } from '../io/read-mesh-file.js';
import { modelPath } from '../io/test-support.js';
import { runCli, type CliIo } from './main.js';

import { MODELS_URL as MODELS } from '../models-dir-for-tests.js';

function captureIo(): CliIo & { out: string[]; err: string[]; written: Map<string, Uint8Array> } {
  const out: string[] = [];
  const err: string[] = [];
  const written = new Map<string, Uint8Array>();
  return {
    out,
    err,
    written,
    readFile: async (path) => new Uint8Array(await readFile(new URL(path, MODELS))),
    writeFile: (path, bytes) => {
      written.set(path, bytes);
      return Promise.resolve();
    },
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
  };
}

describe('print-mesh CLI', () => {
  it('prints one JSON report with the repair counts and repaired figures', async () => {
    const io = captureIo();
    const code = await runCli(
      ['analyze', 'stl/sphere_with_hole_ascii.stl', '--repair', '--json'],
      io,
    );
    expect(code).toBe(0);
    const report = JSON.parse(io.out.join('')) as {
      analysis: {
        isWatertight: boolean;
        defects: { boundaryEdgeCount: number };
        dimensionsMm: { x: number };
      };
      repair: { info: { numberOfClosedOpenLoops: number }; analysis: { isWatertight: boolean } };
    };
    expect(report.analysis.defects.boundaryEdgeCount).toBe(9);
    expect(report.analysis.dimensionsMm.x).toBe(3);
    expect(report.repair.info.numberOfClosedOpenLoops).toBe(1);
    expect(report.repair.analysis.isWatertight).toBe(true);
  });

  it('answers a file it cannot read with a JSON error and a non-zero exit', async () => {
    const io = captureIo();
    const code = await runCli(['analyze', '3mf/bad_N_XXX_0422_01_comma_decimal.3mf', '--json'], io);
    expect(code).toBe(1);
    expect(JSON.parse(io.out.join(''))).toEqual({
      error: { code: 'INVALID_NUMBER', message: expect.any(String) },
    });
  });

  it('reads through readMeshFile as the installed command does: same report, unreadable file named', async () => {
    const file = 'stl/utah_teapot_open_binary.stl';
    const byBytes = captureIo();
    expect(await runCli(['analyze', file, '--repair', '--json'], byBytes)).toBe(0);
    const byFile = { ...captureIo(), readMeshFile };
    expect(await runCli(['analyze', modelPath(file), '--repair', '--json'], byFile)).toBe(0);
    const withoutVaryingFields = (out: string[]) => {
      const {
        timingsMs: _t,
        file: _f,
        ...rest
      } = JSON.parse(out.join('')) as Record<string, unknown>;
      return rest;
    };
    expect(withoutVaryingFields(byFile.out)).toEqual(withoutVaryingFields(byBytes.out));
    const missing = { ...captureIo(), readMeshFile };
    expect(await runCli(['analyze', modelPath('stl/none.stl'), '--json'], missing)).toBe(1);
    expect(JSON.parse(missing.out.join(''))).toEqual({
      error: { code: 'FILE_NOT_READABLE', message: expect.stringContaining('ENOENT') },
    });
  });

  it('prints the text report without --json (its formatter is loaded on demand)', async () => {
    const io = captureIo();
    expect(await runCli(['analyze', 'stl/sphere_with_hole_ascii.stl', '--repair'], io)).toBe(0);
    const text = io.out.join('');
    expect(text).toMatch(/^stl\/sphere_with_hole_ascii\.stl \(stl-ascii\)/);
    expect(text).toContain('boundary edges 9 in 1 open loop(s)');
    expect(text).toContain('closed open loops         1');
  });

  it('judges printability against a build volume and a part limit', async () => {
    const io = captureIo();
    const code = await runCli(
      [
        'analyze',
        'stl/utah_teapot_open_binary.stl',
        '--json',
        '--build',
        '50x50x50',
        '--max-parts',
        '1',
      ],
      io,
    );
    expect(code).toBe(0);
    const report = JSON.parse(io.out.join('')) as {
      printability: { printable: boolean; reasons: { code: string }[] };
    };
    expect(report.printability.printable).toBe(false);
    expect(report.printability.reasons.map((r) => r.code).sort()).toEqual([
      'NOT_WATERTIGHT',
      'TOO_LARGE',
      'TOO_MANY_PARTS',
    ]);
  });

  it('renders a view to PNG bytes', async () => {
    const io = captureIo();
    const code = await runCli(
      [
        'render',
        'stl/busted_normals_binary.stl',
        '--view',
        'X-P-0',
        '--out',
        'a.png',
        '--size',
        '64',
      ],
      io,
    );
    expect(code).toBe(0);
    expect([...(io.written.get('a.png') ?? []).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('rejects an unknown view key and a bad command line', async () => {
    const io = captureIo();
    expect(
      await runCli(
        ['render', 'stl/busted_normals_binary.stl', '--view', 'Q', '--out', 'a.png'],
        io,
      ),
    ).toBe(1);
    expect(await runCli(['analyze'], io)).toBe(2);
    expect(await runCli(['analyze', 'x.stl', '--build', '10x10'], io)).toBe(2);
  });
});
