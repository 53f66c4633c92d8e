// Small helpers shared by the root scripts (start, test, e2e server). Plain Node, no deps.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs a command with its output collected, for steps that run side by side; resolves with the
 * exit code and the combined output (printed by the caller once the step ended, unmixed).
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
    child.on('error', () => resolve({ code: 127, output: `${command} could not be started\n` }));
  });
}

function newestMtimeMs(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtimeMs(join(path, entry)));
  }
  return newest;
}

const buildInputs = [
  'packages/domain/src',
  'packages/contracts/src',
  'packages/mesh/src',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
];
const buildOutputs = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];

/** True when an output is missing or older than any build input. */
export function isBuildStale() {
  const outputs = buildOutputs.map((p) => join(repoRoot, p));
  if (outputs.some((p) => !existsSync(p))) return true;
  const oldestOutput = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const newestInput = Math.max(...buildInputs.map((p) => newestMtimeMs(join(repoRoot, p))));
  return newestInput > oldestOutput;
}

export async function buildIfStale() {
  if (!isBuildStale()) return;
  console.log('[print-portal] building (first start or sources changed) ...');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) {
    console.error('[print-portal] build failed');
    process.exit(code);
  }
}
