// The API's module boundaries (CONVENTIONS "API"): which imports cross a module's edge is
// eslint.boundaries.js (any folder of apps/api/src/modules is a module the day it is made):
// - another module, a role or a plugin imports a module only through its index.ts (its service
//   and contract types); tests, benchmarks and scripts may reach further in;
// - a module's tables (<name>.tables.ts) are its own: only another module's tables file may import
//   them, for a foreign key;
// and here:
// - an index never re-exports a repository, a row type or a table.
const MODULES_DIR = 'apps/api/src/modules';

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
