import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The API's module boundaries (eslint.api-modules.js) are the rule boundaries/zones (eslint.boundaries.js)
// and rules on the modules' index files. A zone that matches no file passes silently, so this
// test lints fixtures placed inside modules with the real configuration's rules and expects them
// to fire, and not to fire on what is allowed.

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const MODULES = resolve(import.meta.dirname, 'modules');
const ZONES = 'boundaries/zones';
const INDEX_RULE = 'no-restricted-syntax';

/** An ESLint with only the real configuration's two rules for `file` (no type-aware program). */
async function linterFor(file: string): Promise<ESLint> {
  const real = (await new ESLint({ cwd: REPO_ROOT }).calculateConfigForFile(file)) as Linter.Config;
  const rules = Object.fromEntries(
    [ZONES, INDEX_RULE].flatMap((rule) => (real.rules?.[rule] ? [[rule, real.rules[rule]]] : [])),
  );
  return new ESLint({
    cwd: REPO_ROOT,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: real.languageOptions?.parser },
      plugins: real.plugins,
      settings: real.settings,
      rules,
    },
  });
}

async function lint(file: string, code: string): Promise<Linter.LintMessage[]> {
  const linter = await linterFor(file);
  const [result] = await linter.lintText(code, { filePath: file });
  return result?.messages ?? [];
}

const inCart = resolve(MODULES, 'cart/__fixture__.ts');
const importOf = (path: string) =>
  `import * as imported from '${path}';\nexport const x = imported;\n`;
let cartLinter: ESLint;

beforeAll(async () => {
  cartLinter = await linterFor(inCart);
}, 60_000);

async function lintInCart(path: string): Promise<Linter.LintMessage[]> {
  const [result] = await cartLinter.lintText(importOf(path), { filePath: inCart });
  return result?.messages ?? [];
}

describe('API module boundaries (eslint.api-modules.js)', () => {
  it("refuses another module's internals and tables, allows its index", async () => {
    expect(await lintInCart('../orders/orders.repository.js')).toEqual([
      expect.objectContaining({ ruleId: ZONES, message: expect.stringContaining('index.ts') }),
    ]);
    expect(await lintInCart('../files/files.tables.js')).toEqual([
      expect.objectContaining({ ruleId: ZONES, message: expect.stringContaining('tables') }),
    ]);
    expect(await lintInCart('../orders/index.js')).toEqual([]);
    expect(await lintInCart('./cart.tables.js')).toEqual([]);
  });

  it("lets a tables file import another module's tables (a foreign key) and nothing else of it", async () => {
    const tables = resolve(MODULES, 'cart/cart.tables.ts');
    expect(await lint(tables, importOf('../files/files.tables.js'))).toEqual([]);
    expect(await lint(tables, importOf('../files/files.repository.js'))).toEqual([
      expect.objectContaining({ ruleId: ZONES }),
    ]);
  });

  it('keeps roles and plugins to the modules’ indexes', async () => {
    const role = resolve(import.meta.dirname, 'runtime/__fixture__.ts');
    expect(await lint(role, importOf('../modules/checkout/checkout-write.js'))).toEqual([
      expect.objectContaining({ ruleId: ZONES }),
    ]);
    expect(await lint(role, importOf('../modules/checkout/index.js'))).toEqual([]);
  });

  it('refuses an index that exports rows, repositories or tables', async () => {
    const index = resolve(MODULES, 'cart/index.ts');
    const refused = [
      "export { createCartRepository } from './cart.repository.js';",
      "export type { CartItemRow } from './cart-view.js';",
      "export * from './cart.service.js';",
    ];
    for (const code of refused) {
      const messages = await lint(index, `${code}\n`);
      expect(messages.length, code).toBeGreaterThan(0);
      expect(
        messages.every((m) => m.ruleId === INDEX_RULE),
        code,
      ).toBe(true);
    }
    expect(await lint(index, "export type { CartService } from './cart.service.js';\n")).toEqual(
      [],
    );
  });
});
