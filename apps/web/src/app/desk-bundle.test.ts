// @vitest-environment node
/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 25: the operator's desk (/admin) is never in the customer's bundle. Vite splits chunks
// at dynamic imports, so the desk stays out of every customer chunk as long as no customer module
// reaches it except through the one lazy import of the desk route. This walks the source import
// graph from the app's entry (static and dynamic imports) and checks exactly that; the browser
// suite checks the built chunks themselves (e2e/desk-bundle.spec.ts).

const SRC = import.meta.dirname.replace(/[\\/]app$/, '');
const DESK = resolve(SRC, 'features/desk');
const DESK_ROUTE = resolve(SRC, 'app/routes/desk-route.tsx');
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

interface Edge {
  readonly to: string;
  readonly isDynamic: boolean;
  readonly isTypeOnly: boolean;
}

function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  return Array.from(text.matchAll(IMPORT)).flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    const to = resolveModule(file, specifier);
    if (to === null) return [];
    return [
      { to, isDynamic: match[3] !== undefined, isTypeOnly: /^import\s+type\s/.test(match[0]) },
    ];
  });
}

/** Every module the customer's app can load, static or lazy, except through the desk route. */
function customerModules(): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(SRC, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of importsOf(file)) {
      if (edge.isTypeOnly || edge.to === DESK_ROUTE) continue;
      queue.push(edge.to);
    }
  }
  return seen;
}

describe('the desk is never in the customer bundle', () => {
  const modules = customerModules();

  it('walks the real app (the shop features are reached)', () => {
    expect(modules.size).toBeGreaterThan(100);
    expect(modules.has(resolve(SRC, 'app/routes.tsx'))).toBe(true);
    expect(modules.has(resolve(SRC, 'features/cart/texts.ts'))).toBe(true);
  });

  it('reaches no desk module except through the desk route', () => {
    const desk = [...modules].filter((file) => file.startsWith(DESK));
    expect(desk.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('loads the desk route only lazily, from routes.tsx', () => {
    const importers = [...modules].flatMap((file) =>
      importsOf(file)
        .filter((edge) => edge.to === DESK_ROUTE)
        .map((edge) => ({ from: relative(SRC, file), isDynamic: edge.isDynamic })),
    );
    expect(importers).toEqual([{ from: 'app/routes.tsx', isDynamic: true }]);
  });
});
