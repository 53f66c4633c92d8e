// The server the browser tests run against: the production build of the shop on a fresh
// embedded database in a temporary folder, removed again on exit. The folder is named after the
// port (print-portal-e2e-<port>), so a test can read what the server wrote there, such as the
// mails of the outbox (DATA_DIR/mail/outbox while SMTP_URL is unset). E2E_NO_BUILD=1 runs the
// build that is there instead of rebuilding stale sources.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './lib.mjs';

if (process.env.E2E_NO_BUILD !== '1') await buildIfStale();
process.env.PORT ??= '4310';
const dataDir = join(tmpdir(), `print-portal-e2e-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.HOST ??= '127.0.0.1';
process.env.NODE_ENV = 'production';
delete process.env.DATABASE_URL;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/server.js')).href);
