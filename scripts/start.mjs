// `npm start` and the role commands: builds what is not built yet, then runs the shop.
//   npm start              migrate, then worker and http in one process (embedded database)
//   npm run migrate        migrations, queues, schedules and start-up data, then exits
//   npm run start:http     the API and web app only (needs DATABASE_URL and a migrated schema)
//   npm run start:worker   queue consumers, schedules and relays only (the same)
// Configuration comes from the environment; see README.md.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './lib.mjs';

const role = process.argv[2] ?? 'all';
await buildIfStale();
process.env.NODE_ENV ??= 'production';
process.argv[2] = role;
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/server.js')).href);
