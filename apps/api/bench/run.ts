/**
 * Analysis service benchmark over real HTTP against the compiled server (dist/server.js, compiled
 * workers): upload-complete → "analysis completed" for 1, 20 and 100 MB binary STLs, and the p99
 * latency of GET /print-modes and of a pricing batch while two large analyses run.
 * Build first: `npx tsc -b apps/api/tsconfig.build.json` (from the repository root).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSphereStl } from '../src/test/sphere-stl.js';

const PORT = 3977;
const BASE = `http://127.0.0.1:${PORT}/api`;
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));

async function upload(
  data: Buffer,
  cookie: string,
): Promise<{ taskId: string; fileId: string; cookie: string }> {
  const form = new FormData();
  form.append('file', new Blob([data]), 'bench.stl');
  const res = await fetch(`${BASE}/analytx/file/`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  if (res.status !== 202) throw new Error(`upload ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { taskId: string; createdObject: { _id: string } };
  const set = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  return { taskId: body.taskId, fileId: body.createdObject._id, cookie: set };
}

async function waitCompleted(taskId: string, cookie: string): Promise<void> {
  for (;;) {
    const task = (await (
      await fetch(`${BASE}/analytx/task/${taskId}`, { headers: { cookie } })
    ).json()) as { status: string };
    if (task.status === 'completed') return;
    if (task.status === 'failed') throw new Error(`task failed: ${JSON.stringify(task)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-'));
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      UPLOADS_PER_MINUTE: '1000',
    },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${BASE}/health`).catch(() => null))?.ok) break;
      if (i > 200) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    let cookie = '';
    const results: Record<string, number> = {};
    let smallFile = '';
    for (const mb of [1, 20, 100]) {
      const data = buildSphereStl(mb * 1_000_000);
      const started = await upload(data, cookie);
      cookie = started.cookie;
      const t0 = performance.now();
      await waitCompleted(started.taskId, cookie);
      results[`${mb} MB upload-complete → analysis completed (ms)`] = Math.round(
        performance.now() - t0,
      );
      // The customer's 3D view loads model.3mf right after completion: derived, or awaited.
      const t1 = performance.now();
      const model = await fetch(`${BASE}/analytx/files/${started.fileId}/model.3mf`, {
        headers: { cookie },
      });
      if (!model.ok) throw new Error(`model.3mf ${model.status}`);
      await model.arrayBuffer();
      results[`${mb} MB completed → model.3mf downloaded (ms)`] = Math.round(
        performance.now() - t1,
      );
      if (mb === 1) smallFile = started.fileId;
    }
    const big = buildSphereStl(100_000_000);
    const analyses = await Promise.all([upload(big, cookie), upload(big, cookie)]);
    const running = Promise.all(analyses.map((a) => waitCompleted(a.taskId, cookie)));
    let done = false;
    void running.then(() => (done = true));
    const modes: number[] = [];
    const pricing: number[] = [];
    const body = JSON.stringify({
      objectId: smallFile,
      objectScale: 1,
      objectUnitLength: 'mm',
      objectQuantity: 1,
      params: [
        {
          printModeId: 'sls-pa2200',
          surfaceFinishId: 'sls-pa2200-blasted',
          printModeColorId: 'white',
        },
      ],
    });
    while (!done) {
      let t = performance.now();
      await fetch(`${BASE}/print-modes`).then((r) => r.arrayBuffer());
      modes.push(performance.now() - t);
      t = performance.now();
      await fetch(`${BASE}/pricing/batch-calculations`, {
        method: 'POST',
        body,
        headers: { cookie, 'content-type': 'application/json' },
      }).then((r) => r.arrayBuffer());
      pricing.push(performance.now() - t);
    }
    await running;
    results['p99 GET /print-modes during 2×100 MB analyses (ms)'] =
      Math.round(p99(modes) * 10) / 10;
    results['p99 pricing batch during 2×100 MB analyses (ms)'] = Math.round(p99(pricing) * 10) / 10;
    results['samples'] = modes.length;
    results['load average (1 min) at the end'] = Math.round(loadavg()[0]! * 10) / 10;
    console.table(results);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
