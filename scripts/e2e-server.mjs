// The server the browser tests run against: the production build of the shop on a fresh
// embedded database in a temporary folder (E2E_DATA_DIR), removed again on exit, so a test can
// read what the server wrote there, such as the mails of the outbox (DATA_DIR/mail/outbox while
// SMTP_URL is unset). E2E_NO_BUILD=1 runs the build that is there instead of rebuilding.
// apps/web/e2e/fixtures.ts starts one per Playwright worker (own PORT, own E2E_DATA_DIR), each
// from a copy of E2E_TEMPLATE_DIR: the data folder of a shop that has migrated and seeded its
// database once (apps/web/e2e/global-setup.ts; kept on exit with E2E_KEEP_DATA_DIR=1), so a
// worker's shop starts without doing that again. `--build-only` builds when stale and exits.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './lib.mjs';

if (process.env.E2E_NO_BUILD !== '1') await buildIfStale();
if (process.argv.includes('--build-only')) process.exit(0);
process.env.PORT ??= '4310';
// E2E_DATA_DIR (chosen by the worker's fixture) lets the tests read what the server writes
// there, e.g. the mail outbox; without it the folder is named after the port.
const dataDir = process.env.E2E_DATA_DIR || join(tmpdir(), `print-portal-e2e-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const template = process.env.E2E_TEMPLATE_DIR;
if (template) {
  if (!existsSync(template)) throw new Error(`E2E_TEMPLATE_DIR ${template} does not exist`);
  cpSync(template, dataDir, { recursive: true });
}
process.env.DATA_DIR = dataDir;
process.env.HOST ??= '127.0.0.1';
// Mailed links (opt-in, reset) must lead to the host the browser tests use, or its cookies miss.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
// The form tests post every form in three languages from one address: more than the 5 posts per
// 10 minutes a visitor gets (the limit itself is tested in the API suite).
process.env.FORMS_POSTS_PER_10_MIN ??= '500';
// The journeys redeem vouchers on every worker's shop from one address: the 30 codes a client may
// try per minute are tested in the API suite (voucher-guessing.security.test.ts).
process.env.VOUCHER_CHECKS_PER_MINUTE ??= '1000';
process.env.NODE_ENV = 'production';
delete process.env.DATABASE_URL;
if (process.env.E2E_KEEP_DATA_DIR !== '1') {
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
// Started by a test worker: when the worker ends, even killed, the pipe to our stdin closes, and
// the server shuts down as on SIGTERM (or, still starting, exits), removing the data folder.
if (process.env.E2E_STOP_WITH_STDIN === '1') {
  const stop = () =>
    process.listenerCount('SIGTERM') > 0 ? process.kill(process.pid, 'SIGTERM') : process.exit(0);
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
}
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/server.js')).href);
