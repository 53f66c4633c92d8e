/// <reference types="node" />
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Starting and stopping scripts/e2e-server.mjs for the browser tests: one shop per worker
// (e2e/fixtures.ts), started from the data folder of a shop prepared once (e2e/global-setup.ts).

export interface Shop {
  /** The shop's address, e.g. http://127.0.0.1:40123 (the tests' baseURL). */
  readonly url: string;
  /** Its DATA_DIR: the mails it sends are DATA_DIR/mail/outbox/*.eml. */
  readonly dataDir: string;
  /**
   * The Content-Security-Policy violations browsers reported to it (POST /api/csp-report), as
   * its log lines say them: "CSP violation: script-src-elem blocked https://x.example on /kontakt
   * (enforce)". fixtures.ts fails the worker when one is left that no test expected.
   */
  readonly cspReports: string[];
}

/** Collects the messages of the server's CSP violation log lines (JSON, one per line). */
function collectCspReports(reports: string[]): (chunk: Buffer) => void {
  let partial = '';
  return (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"cspViolation"')) continue;
      try {
        reports.push(String((JSON.parse(line) as { msg?: unknown }).msg));
      } catch {
        reports.push(line);
      }
    }
  };
}

const SERVER_SCRIPT = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/e2e-server.mjs',
);
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

/** The last lines a server printed, for the error when it does not start. */
class OutputTail {
  private readonly lines: string[] = [];
  constructor(private readonly limit = 60) {}
  add(chunk: Buffer): void {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      this.lines.push(line);
      if (this.lines.length > this.limit) this.lines.shift();
    }
  }
  toString(): string {
    return this.lines.join('\n');
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

/** Ends a shop as on SIGTERM (it removes its data folder), or kills it when it hangs. */
export async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

/** Resolves once GET /api/health answers 200; rejects when the process ends or time runs out. */
async function waitUntilReady(child: ChildProcess, url: string, output: OutputTail) {
  let hasExited = false;
  const exit = exited(child).then(() => {
    hasExited = true;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !hasExited) {
    const answered = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (answered) return;
    await Promise.race([exit, new Promise((resolveDelay) => setTimeout(resolveDelay, 200))]);
  }
  throw new Error(
    hasExited
      ? `the e2e shop (${SERVER_SCRIPT}) ended before it answered on ${url} ` +
          `(exit ${child.exitCode ?? child.signalCode}); its last output:\n${output.toString()}`
      : `the e2e shop did not answer on ${url}/api/health within ${START_TIMEOUT_MS / 1000} s; ` +
          `its last output:\n${output.toString()}`,
  );
}

/** Starts a shop; a port taken between the probe and the server's listen is tried again. */
/**
 * Starts scripts/e2e-server.mjs on a free port with a new data folder and waits until it
 * answers; a port taken between the probe and the server's listen is tried again. With
 * `keepDataDir` the folder outlives the server (the template of e2e/global-setup.ts).
 */
export async function startShop(
  label: string,
  options: { readonly keepDataDir?: boolean } = {},
): Promise<{ shop: Shop; child: ChildProcess }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startShopOnce(label, options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startShopOnce(
  label: string,
  options: { readonly keepDataDir?: boolean },
): Promise<{ shop: Shop; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `print-portal-e2e-${label}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    E2E_DATA_DIR: dataDir,
    // Built once before the run (e2e/global-setup.ts), never by a worker.
    E2E_NO_BUILD: '1',
    // The server ends when this process does, even if it is killed (its stdin closes).
    E2E_STOP_WITH_STDIN: '1',
    ...(options.keepDataDir ? { E2E_KEEP_DATA_DIR: '1' } : {}),
  };
  const child = spawn(process.execPath, [SERVER_SCRIPT], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const output = new OutputTail();
  const cspReports: string[] = [];
  // Drained all along (a full pipe would stop the server); errors stay visible in the report.
  child.stdout?.on('data', (chunk: Buffer) => output.add(chunk));
  child.stdout?.on('data', collectCspReports(cspReports));
  child.stderr?.on('data', (chunk: Buffer) => {
    output.add(chunk);
    process.stderr.write(`[shop ${label}] ${chunk.toString()}`);
  });
  try {
    await waitUntilReady(child, url, output);
  } catch (error) {
    await stopShop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { shop: { url, dataDir, cspReports }, child };
}

/** Time enough for a worker's shop to start and stop (its fixture's timeout). */
export const SHOP_START_AND_STOP_MS = START_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000;
