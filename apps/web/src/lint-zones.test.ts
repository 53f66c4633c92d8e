// @vitest-environment node
/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture rule "a feature never imports another feature" lives in eslint.boundaries.js
// (the rule boundaries/zones). A rule that matches no file passes silently (a zone once did), so
// this test lints fixtures placed inside features and expects the rule to fire.

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const FEATURES_DIR = resolve(import.meta.dirname, 'features');
const RULE = 'boundaries/zones';

const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** One source file of a feature, as an import path relative to a sibling feature's folder. */
function anyModuleOf(feature: string): string {
  const files = readdirSync(join(FEATURES_DIR, feature), { recursive: true, encoding: 'utf8' });
  const file = files.find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
  if (file === undefined) throw new Error(`feature ${feature} has no source file`);
  return `../${feature}/${file.replace(/\.tsx?$/, '')}`;
}

function fixturePath(feature: string): string {
  return join(FEATURES_DIR, feature, '__fixture__.ts');
}

/**
 * An ESLint that runs only the real configuration's zone rule, with that configuration's options,
 * parser and resolver. The full configuration is type-aware: it would build a TypeScript program
 * (many seconds) and refuse a file that is not on disk.
 */
async function createZoneLinter(): Promise<ESLint> {
  const full = new ESLint({ cwd: REPO_ROOT });
  const real = (await full.calculateConfigForFile(fixturePath('cart'))) as Linter.Config;
  const zoneRule = real.rules?.[RULE];
  if (zoneRule === undefined) throw new Error(`${RULE} is not configured for web features`);
  return new ESLint({
    cwd: REPO_ROOT,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: real.languageOptions?.parser },
      plugins: real.plugins,
      settings: real.settings,
      rules: { [RULE]: zoneRule },
    },
  });
}

let linter: ESLint;

beforeAll(async () => {
  linter = await createZoneLinter();
}, 60_000);

async function lintImport(feature: string, importPath: string): Promise<Linter.LintMessage[]> {
  const code = `import * as imported from '${importPath}';\nexport const value = imported;\n`;
  const [result] = await linter.lintText(code, { filePath: fixturePath(feature) });
  return result?.messages ?? [];
}

describe('a feature never imports another feature (eslint.config.js zones)', () => {
  it('finds the feature folders', () => {
    expect(FEATURES).toContain('cart');
    expect(FEATURES).toContain('checkout');
  });

  it('reports cart importing checkout', async () => {
    const messages = await lintImport('cart', '../checkout/texts');
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: RULE,
        severity: 2,
        message: expect.stringContaining('a feature never imports another feature'),
      }),
    ]);
  });

  // Every feature is a zone of its own (the folder list is read, not written down).
  it.each(FEATURES.map((feature, index) => [feature, FEATURES[(index + 1) % FEATURES.length]]))(
    'reports %s importing %s',
    async (feature, other) => {
      const messages = await lintImport(feature, anyModuleOf(other ?? ''));
      expect(messages.map((message) => message.ruleId)).toEqual([RULE]);
    },
  );

  it('lets a feature import shared components, lib and its own modules', async () => {
    expect(await lintImport('cart', '../../components/dialog')).toEqual([]);
    expect(await lintImport('cart', '../../lib/format')).toEqual([]);
    expect(await lintImport('cart', './texts')).toEqual([]);
  });
});
