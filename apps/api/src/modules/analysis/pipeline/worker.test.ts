import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnalysisResult } from './analysis-types.js';
import type { StepMessage, WrittenMessage } from './worker.js';
import { makeOutputDir, modelPath, readPngSize } from './test-support.js';

// The worker runs the TypeScript source through tsx, as the service does in development.
const pool = new Piscina({
  filename: new URL('./worker.ts', import.meta.url).href,
  minThreads: 1,
  maxThreads: 1,
  execArgv: ['--conditions=@print/source', '--import', 'tsx'],
});
const outputDir = makeOutputDir();
afterAll(async () => {
  await pool.destroy();
  rmSync(outputDir, { recursive: true, force: true });
});

describe('analysis worker', () => {
  it('analyses in the pool and posts every step through the port, in order', async () => {
    const { port1, port2 } = new MessageChannel();
    const steps: string[] = [];
    port1.on('message', (message: StepMessage) => steps.push(message.step));
    const input = {
      inputPath: modelPath('stl/sphere_with_hole_ascii.stl'),
      fileName: 'sphere.stl',
      outputDir,
    };
    const result = (await pool.run(
      { kind: 'analyze', input, port: port2 },
      { transferList: [port2] },
    )) as AnalysisResult;
    // The result and the port are separate channels: wait for the last step to arrive.
    await vi.waitFor(() => expect(steps).toContain('analysis completed'));
    port1.close();
    expect(result.ok).toBe(true);
    expect(steps).toEqual([
      'starting analysis',
      'repairing file',
      'converting to trf',
      'analyzing volume and dimensions',
      'analysis completed',
    ]);
  }, 60_000);

  it('renders a histogram image in the pool', async () => {
    const png = (await pool.run({
      kind: 'histogram',
      input: {
        trfPath: join(outputDir, 'mesh.trf'),
        scale: 1,
        unitToMm: 1,
        viewKey: 'XP0',
        minWallMm: 1,
      },
    })) as Uint8Array;
    expect(readPngSize(png)).toEqual({ width: 480, height: 480 });
  }, 60_000);

  it('derives the files from the TRF and posts each one through the port', async () => {
    const { port1, port2 } = new MessageChannel();
    const written: string[] = [];
    port1.on('message', (message: WrittenMessage) => written.push(message.written));
    const input = {
      trfPath: join(outputDir, 'mesh.trf'),
      outputDir,
      title: 'sphere.stl',
      artifacts: ['front.png', 'repair-images'],
    };
    await pool.run({ kind: 'derive', input, port: port2 }, { transferList: [port2] });
    await vi.waitFor(() => expect(written).toEqual(['front.png', 'repair-images']));
    port1.close();
    expect(readPngSize(readFileSync(join(outputDir, 'front.png')))).toEqual({
      width: 800,
      height: 800,
    });
    expect(readPngSize(readFileSync(join(outputDir, 'repair-ZM0.png')))).toEqual({
      width: 480,
      height: 480,
    });
  }, 60_000);
});
