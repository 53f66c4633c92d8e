// The API's module boundaries (CONVENTIONS "API"), generated from the folder list of
// apps/api/src/modules, so a new module is covered the day it is made:
// - another module, a role or a plugin imports a module only through its index.ts (its service
//   and contract types); tests, benchmarks and scripts may reach further in;
// - a module's tables (<name>.tables.ts) are its own: only another module's tables file may import
//   them, for a foreign key;
// - an index never re-exports a repository, a row type or a table.
import { readdirSync } from 'node:fs';

const MODULES_DIR = 'apps/api/src/modules';
const MODULES_URL = new URL(`./${MODULES_DIR}`, import.meta.url);
const SRC = './apps/api/src';

export const apiModuleNames = readdirSync(MODULES_URL, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Non-test code outside `name`: other modules and the app's own folders. */
function codeOutside(name, { tablesToo }) {
  // Tests and their harnesses may reach into a module to check what it wrote.
  const file = tablesToo ? '!(*.test|*-test-harness).ts' : '!(*.test|*-test-harness|*.tables).ts';
  return [
    ...apiModuleNames
      .filter((other) => other !== name)
      .flatMap((other) => [
        `${SRC}/modules/${other}/${file}`,
        `${SRC}/modules/${other}/**/${file}`,
      ]),
    `${SRC}/modules/*.ts`,
    `${SRC}/!(modules|test)/**/${file}`,
    `${SRC}/${file}`,
  ];
}

export const apiModuleZones = apiModuleNames.flatMap((name) => [
  {
    target: codeOutside(name, { tablesToo: true }),
    from: `${SRC}/modules/${name}`,
    except: ['./index.ts', `./${name}.tables.ts`],
    message: `import the ${name} module through its index.ts (its service and contract types)`,
  },
  {
    target: codeOutside(name, { tablesToo: false }),
    from: `${SRC}/modules/${name}/${name}.tables.ts`,
    message: `the ${name} module's tables are its own: ask its service (or the SQL part it exports)`,
  },
]);

/** What an index.ts may not export. */
export const apiIndexRules = {
  files: [`${MODULES_DIR}/*/index.ts`],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ExportAllDeclaration',
        message: 'a module index names what it exports (its service and contract types)',
      },
      {
        selector: 'ExportNamedDeclaration[source.value=/(\\.tables|\\.repository)\\.js$/]',
        message: 'a module index never exports its tables, rows or repositories',
      },
      {
        selector: 'ExportSpecifier[exported.name=/(Row|Repository|Table|Tables)$/]',
        message: 'a module index never exports rows, repositories or tables',
      },
    ],
  },
};
