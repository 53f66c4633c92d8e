// The server the browser tests run against: the production build of the shop on a fresh
// embedded database in a temporary folder, removed again on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './lib.mjs';

await buildIfStale();
// E2E_DATA_DIR (set by playwright.config.ts) lets the tests read what the server writes there,
// e.g. the mail outbox (DATA_DIR/mail/outbox/*.eml); it must be a fresh, empty folder.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'print-portal-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.PORT ??= '4310';
process.env.HOST ??= '127.0.0.1';
// Mailed links (opt-in, reset) must lead to the host the browser tests use, or its cookies miss.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
process.env.NODE_ENV = 'production';
delete process.env.DATABASE_URL;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/server.js')).href);
