/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop, stopShop } from './shop-server';

const SERVER_SCRIPT = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/e2e-server.mjs',
);

/**
 * Once before the workers start: builds the shop when its build is missing or stale
 * (E2E_NO_BUILD=1, as in `npm test` right after its build, skips that), then starts it once on
 * a new database, which it migrates and seeds, and stops it again. Its data folder is the
 * template every worker's shop starts from (E2E_TEMPLATE_DIR, inherited by the workers); the
 * returned teardown removes it.
 */
export default async function globalSetup(): Promise<() => void> {
  removeTemplatesOfEndedRuns();
  if (process.env.E2E_NO_BUILD !== '1') {
    const build = spawnSync(process.execPath, [SERVER_SCRIPT, '--build-only'], {
      stdio: 'inherit',
    });
    if (build.status !== 0)
      throw new Error(`the build for the browser tests failed (${SERVER_SCRIPT})`);
  }
  const { shop, child } = await startShop(`template-${process.pid}`, { keepDataDir: true });
  await stopShop(child);
  if (child.exitCode !== 0) {
    rmSync(shop.dataDir, { recursive: true, force: true });
    throw new Error(
      `the template shop did not stop cleanly (exit ${child.exitCode ?? child.signalCode})`,
    );
  }
  process.env.E2E_TEMPLATE_DIR = shop.dataDir;
  return () => rmSync(shop.dataDir, { recursive: true, force: true });
}

/**
 * A run that was killed (SIGTERM, SIGKILL) could not remove its template: the folder names the
 * run's process, and a folder whose process is gone is removed here.
 */
function removeTemplatesOfEndedRuns(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = /^print-portal-e2e-template-(\d+)-/.exec(name)?.[1];
    if (pid === undefined || isRunning(Number(pid))) continue;
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
