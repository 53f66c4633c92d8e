// What every web bench needs: the built app served by the real server (scripts/e2e-server.mjs) on
// a free port, and Debian chromium, through Playwright or through chrome-launcher for Lighthouse.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(webRoot, '../..');
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Stops the process with a hint when the builds the benches serve are missing. */
export function requireBuild() {
  for (const required of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
    if (!existsSync(join(repoRoot, required))) {
      console.error(`missing ${required}: run \`npm run build\` at the repository root first`);
      process.exit(1);
    }
  }
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts scripts/e2e-server.mjs on a free port (not waiting for it to answer) and stops it when
 * this process exits; `stop` stops it sooner.
 */
export async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/e2e-server.mjs')], {
    cwd: repoRoot,
    // The build that is there (requireBuild): a stale one is not rebuilt behind the figures.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', E2E_NO_BUILD: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}

/** Debian chromium through Playwright, for benches that drive the page. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}

/**
 * Runs `use(port)` against a headless Debian chromium started by chrome-launcher (what Lighthouse
 * drives) with a fresh profile, then kills it and removes the profile.
 */
export async function withLighthouseChrome(profilePrefix, use) {
  const chromeLauncher = await import('chrome-launcher');
  const userDataDir = mkdtempSync(join(tmpdir(), profilePrefix));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      `--user-data-dir=${userDataDir}`,
    ],
  });
  try {
    return await use(chrome.port);
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
