import { readFileSync } from 'node:fs';
import type { AnalysisTask } from '@print/contracts';
import type { App } from '../app.js';
import { buildMultipart } from './multipart.js';

/** /work/shared/models from apps/api/src/test (the tests must fail when it is missing). */
export const MODELS_DIR = new URL('../../../../../shared/models/', import.meta.url);

export function readModel(relativePath: string): Buffer {
  return readFileSync(new URL(relativePath, MODELS_DIR));
}

export async function uploadFile(
  app: App,
  fileName: string,
  data: Buffer,
  cookies: Record<string, string> = {},
) {
  const { payload, headers } = buildMultipart(fileName, 'application/octet-stream', data);
  return app.inject({ method: 'POST', url: '/api/analytx/file/', payload, headers, cookies });
}

/** The pp_sid cookie a response set. */
export function readSessionCookie(res: { cookies: { name: string; value: string }[] }): {
  pp_sid: string;
} {
  const cookie = res.cookies.find((c) => c.name === 'pp_sid');
  if (!cookie) throw new Error('no pp_sid cookie was set');
  return { pp_sid: cookie.value };
}

/** Polls the task (as the web app does, faster) until it is completed or failed. */
export async function pollTask(
  app: App,
  taskId: string,
  cookies: Record<string, string>,
  headers: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<AnalysisTask> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/analytx/task/${taskId}`,
      cookies,
      headers,
    });
    const task = res.json<AnalysisTask>();
    if (task.status === 'completed' || task.status === 'failed') return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Width and height from a PNG's IHDR, after checking the signature. */
export function readPngSize(png: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  if (png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('PNG without IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
