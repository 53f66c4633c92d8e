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
  prepareDesk(shop.dataDir);
  process.env.E2E_TEMPLATE_DIR = shop.dataDir;
  return () => rmSync(shop.dataDir, { recursive: true, force: true });
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DESK_E2E_EMAIL = 'desk-e2e@print.test';
/** The office member who answers a quote in checkout-quote.spec.ts (enrolled there). */
export const DESK_QUOTE_E2E_EMAIL = 'desk-quote-e2e@print.test';
/** The office member who imports a bank file in desk-payments.spec.ts (enrolled there). */
export const DESK_BANK_E2E_EMAIL = 'desk-bank-e2e@print.test';

/** The staff members of prepareDesk, with the variable that hands each one's enrolment token on. */
const DESK_STAFF = [
  {
    email: DESK_E2E_EMAIL,
    name: 'Desk Test',
    role: 'owner',
    tokenVariable: 'E2E_STAFF_ENROL_TOKEN',
  },
  {
    email: DESK_QUOTE_E2E_EMAIL,
    name: 'Olga Office',
    role: 'office',
    tokenVariable: 'E2E_STAFF_QUOTE_ENROL_TOKEN',
  },
  {
    email: DESK_BANK_E2E_EMAIL,
    name: 'Bank Test',
    role: 'office',
    tokenVariable: 'E2E_BANK_STAFF_ENROL_TOKEN',
  },
] as const;

/**
 * The desk's browser tests need orders and staff members to enrol: a few seeded orders, one owner
 * (desk-daily.spec.ts) and two office members (checkout-quote.spec.ts answers the customer's
 * quote request, desk-payments.spec.ts imports a bank file), whose one-time enrolment tokens
 * every worker's copy inherits. One run of the API's apps/api/scripts/seed-e2e-desk.ts on the
 * template's embedded database does all of it (what `seed:orders` and `staff:create` do).
 */
function prepareDesk(dataDir: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  const args = ['--orders', '40'];
  for (const member of DESK_STAFF)
    args.push('--staff', `${member.email}|${member.name}|${member.role}`);
  const run = spawnSync(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    ['--conditions=@print/source', join(REPO_ROOT, 'apps/api/scripts/seed-e2e-desk.ts'), ...args],
    { cwd: REPO_ROOT, env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`seed-e2e-desk.ts failed: ${run.stderr}`);
  // Its answer is the one line that starts with {"tokens" (the runtime may log lines of its own).
  const answer = run.stdout.split('\n').find((line) => line.startsWith('{"tokens"')) ?? '{}';
  const tokens = (JSON.parse(answer) as { tokens?: Record<string, string> }).tokens ?? {};
  for (const member of DESK_STAFF) {
    const token = tokens[member.email];
    if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token))
      throw new Error(
        `seed-e2e-desk.ts gave no enrolment token for ${member.email}: ${run.stdout}`,
      );
    process.env[member.tokenVariable] = token;
  }
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
