// The server the browser tests run against: the production build of the shop on a fresh
// embedded database in a temporary folder (E2E_DATA_DIR), removed again on exit, so a test can
// read what the server wrote there, such as the mails of the outbox (DATA_DIR/mail/outbox while
// SMTP_URL is unset). E2E_NO_BUILD=1 runs the build that is there instead of rebuilding.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './lib.mjs';

if (process.env.E2E_NO_BUILD !== '1') await buildIfStale();
process.env.PORT ??= '4310';
// E2E_DATA_DIR (chosen by playwright.config.ts, inherited by the test workers) lets the tests read
// what the server writes there, e.g. the mail outbox; without it the folder is named after the port.
const dataDir = process.env.E2E_DATA_DIR || join(tmpdir(), `print-portal-e2e-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.HOST ??= '127.0.0.1';
// Mailed links (opt-in, reset) must lead to the host the browser tests use, or its cookies miss.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
// The form tests post every form in three languages from one address: more than the 5 posts per
// 10 minutes a visitor gets (the limit itself is tested in the API suite).
process.env.FORMS_POSTS_PER_10_MIN ??= '500';
process.env.NODE_ENV = 'production';
delete process.env.DATABASE_URL;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/server.js')).href);
