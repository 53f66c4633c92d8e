import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { TemplateDatabase } from './template-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

const run = promisify(execFile);
const BUILD_SCRIPT = fileURLToPath(new URL('./build-template.ts', import.meta.url));

/**
 * Vitest's global setup: the run's template database (migrated and seeded once, in a process of
 * its own so the app's sources load as in development), dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--conditions=@print/source', BUILD_SCRIPT],
    { env: process.env, maxBuffer: 16 * 1024 * 1024 },
  );
  const template = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as TemplateDatabase;
  project.provide('templateDatabase', template);
  return async () => {
    if (template.kind === 'pglite') {
      await rm(dirname(template.source), { recursive: true, force: true });
      return;
    }
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${template.source} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
