// `npm start`: builds what is not built yet, then runs the shop (API + web app on one port).
// Configuration comes from the environment; see README.md.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './lib.mjs';

await buildIfStale();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/server.js')).href);
