// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENTRY = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/mesh/src/browser.ts',
);

/** Every bare (package) specifier reachable from a file through relative value imports. */
function collectPackageImports(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)(?! type)[^'"]*?from\s+'([^']+)'/gm)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) {
        pending.push(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      } else packages.add(specifier);
    }
    for (const match of source.matchAll(/import\(\s*'([^']+)'\s*\)/g)) packages.add(match[1]!);
  }
  return packages;
}

describe('@print/mesh/browser', () => {
  it('reaches only pure-JS packages (no node builtins, pngjs or the STEP wasm)', () => {
    const packages = collectPackageImports(ENTRY);
    expect([...packages].sort()).toEqual(['fflate', 'saxes']);
  });
});
