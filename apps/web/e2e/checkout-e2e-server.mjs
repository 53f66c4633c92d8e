// The server of the checkout browser tests: scripts/e2e-server.mjs with a data folder the tests
// know, so they can read the mails the shop wrote (.eml files in DATA_DIR/mail/outbox when
// SMTP_URL is unset). The folder is derived from the port (checkout-helpers.ts does the same),
// emptied at start and removed on exit. PayPal is the built-in simulator (PAYPAL_API_BASE unset).
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from '../../../scripts/lib.mjs';

process.env.PORT ??= '4412';
const dataDir = join(tmpdir(), `print-portal-e2e-checkout-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// E2E_NO_BUILD=1 runs the build that is there (while other work in the tree does not compile).
if (process.env.E2E_NO_BUILD !== '1') await buildIfStale();
process.env.DATA_DIR = dataDir;
process.env.HOST ??= '127.0.0.1';
process.env.NODE_ENV = 'production';
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
delete process.env.PAYPAL_API_BASE;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/server.js')).href);
