/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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
  if (process.env.E2E_NO_BUILD !== '1') {
    const build = spawnSync(process.execPath, [SERVER_SCRIPT, '--build-only'], {
      stdio: 'inherit',
    });
    if (build.status !== 0)
      throw new Error(`the build for the browser tests failed (${SERVER_SCRIPT})`);
  }
  const { shop, child } = await startShop('template', { keepDataDir: true });
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
