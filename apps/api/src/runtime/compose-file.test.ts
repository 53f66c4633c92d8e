import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * compose.yaml and the Dockerfile against the code (issue 27 item 5). The settings the server
 * knows are read from its own source, every `env.NAME` outside tests: that list cannot drift from
 * what the server does, where the README's table is prose a person keeps up to date.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const API_SRC = join(REPO, 'apps/api/src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function settingsTheServerReads(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(API_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g)) names.add(match[1]!);
  }
  return names;
}

interface ComposeService {
  readonly image?: string;
  readonly build?: unknown;
  readonly environment?: Record<string, unknown>;
  readonly healthcheck?: { readonly test?: unknown; readonly disable?: boolean };
  readonly depends_on?: Record<string, { readonly condition?: string }>;
}

const compose = parse(readFileSync(join(REPO, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = Object.entries(compose.services);

describe('compose.yaml', () => {
  it('gives the shop only settings the server reads', () => {
    const known = settingsTheServerReads();
    const shopServices = services.filter(([, service]) => service.build !== undefined);
    expect(shopServices.map(([name]) => name).sort()).toEqual(['http', 'migrate', 'worker']);
    for (const [name, service] of shopServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((key) => !known.has(key));
      expect({ service: name, unknown }).toEqual({ service: name, unknown: [] });
    }
  });

  it('has a health check on every long-running service (one-shots are waited for to complete)', () => {
    const oneShots = new Set(
      services.flatMap(([, service]) =>
        Object.entries(service.depends_on ?? {})
          .filter(([, dependency]) => dependency.condition === 'service_completed_successfully')
          .map(([name]) => name),
      ),
    );
    expect([...oneShots].sort()).toEqual(['bucket', 'migrate']);
    const unchecked = services
      .filter(([name]) => !oneShots.has(name))
      .filter(([, service]) => !service.healthcheck?.test || service.healthcheck.disable === true)
      .map(([name]) => name);
    expect(unchecked).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(REPO, 'Dockerfile'), 'utf8');

  it('copies only paths that exist and runs only scripts package.json has', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) =>
      match[1]!.split(' ').filter((path) => path !== '.'),
    );
    expect(sources.length).toBeGreaterThan(10);
    expect(sources.filter((path) => !existsSync(join(REPO, path)))).toEqual([]);
    const scripts = (
      JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const runs = [...dockerfile.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!);
    expect(runs.filter((name) => scripts[name] === undefined)).toEqual([]);
    expect(dockerfile).toMatch(
      /ENTRYPOINT \["tini", "--", "node", "apps\/api\/dist\/server\.js"\]/,
    );
    expect(existsSync(join(REPO, 'apps/api/src/server.ts'))).toBe(true);
  });
});
