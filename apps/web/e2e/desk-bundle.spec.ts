/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Issue 25: the operator's desk is never in the customer's bundle. The built entry (index.html's
// scripts and preloads) and every chunk it imports statically must not contain desk code; the
// desk's own chunk exists (so the marker is the right one). No browser needed: this reads dist.

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
/** Strings only desk modules contain (its API paths). */
const DESK_MARKERS = ['/admin/auth/me', '/admin/orders.csv'];
const STATIC_IMPORT = /(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g;

function entryChunks(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = Array.from(html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g), (m) => m[1]);
  return files.filter((file): file is string => file !== undefined);
}

function staticClosure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(DIST, 'assets', file), 'utf8');
    for (const match of text.matchAll(STATIC_IMPORT)) if (match[1]) queue.push(match[1]);
  }
  return seen;
}

test('the customer entry chunks hold no desk code', () => {
  const entry = staticClosure(entryChunks());
  expect(entry.size).toBeGreaterThan(2);
  for (const file of entry) {
    const text = readFileSync(join(DIST, 'assets', file), 'utf8');
    for (const marker of DESK_MARKERS) {
      expect(text.includes(marker), `${file} contains ${marker}`).toBe(false);
    }
  }
  const deskChunks = readdirSync(join(DIST, 'assets')).filter(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(join(DIST, 'assets', file), 'utf8').includes(DESK_MARKERS[0] ?? ''),
  );
  expect(deskChunks.length).toBeGreaterThan(0);
  expect(deskChunks.filter((file) => entry.has(file))).toEqual([]);
});
