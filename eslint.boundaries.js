// Which part of the repository may import which (CONVENTIONS "Architecture"), as one local ESLint
// rule: `boundaries/zones`. It replaces import-x/no-restricted-paths, whose zones (one per API
// module and web feature, each a list of globs) were matched glob by glob for every import and
// took over a third of the whole lint run. Here a file and the file it imports are each sorted
// into their part of the tree once, by their path, and the rules below are plain comparisons.
//
// - packages/domain imports nothing of ours; packages/mesh (but its CLI, an application) and
//   packages/domain never import each other; packages/contracts depend on domain only;
// - apps/web and apps/api never import each other;
// - API modules (eslint.api-modules.js): code outside a module imports it only through its
//   index.ts, and its <name>.tables.ts only from another tables file (a foreign key); tests,
//   their harnesses and src/test may reach further in;
// - a web feature never imports another feature (src/app composes them).
import { existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = dirname(new URL(import.meta.url).pathname);

/** Our workspace packages by import name: where their sources are. */
const PACKAGES = {
  '@print/domain': 'packages/domain/src',
  '@print/contracts': 'packages/contracts/src',
  '@print/mesh': 'packages/mesh/src',
};

/** The repository-relative path (with '/') an import specifier names, or undefined if not ours. */
function targetOf(specifier, importer) {
  if (specifier.startsWith('.')) {
    const absolute = resolve(dirname(importer), specifier);
    let path = relative(ROOT, absolute).split(sep).join('/');
    if (path.startsWith('..')) return undefined;
    // A folder import is its index.
    if (!/\.[cm]?[jt]sx?$/.test(path) && existsSync(absolute) && statSync(absolute).isDirectory())
      path += '/index';
    return path.replace(/\.[cm]?[jt]sx?$/, '');
  }
  const name = Object.keys(PACKAGES).find(
    (pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`),
  );
  if (name === undefined) return undefined;
  const sub = specifier.slice(name.length + 1);
  return `${PACKAGES[name]}/${sub === '' ? 'index' : sub}`;
}

/** The part of the tree a repository-relative path (without extension for targets) lies in. */
function partOf(path) {
  const parts = path.split('/');
  const [top, name] = parts;
  if (top === 'packages') {
    if (name === 'mesh') {
      const inSrc = parts[2] === 'src';
      return { area: inSrc && parts[3] !== 'cli' ? 'mesh' : 'mesh-outside' };
    }
    return { area: name };
  }
  if (top !== 'apps') return { area: 'other' };
  if (name === 'web') {
    const feature = parts[2] === 'src' && parts[3] === 'features' ? parts[4] : undefined;
    return { area: 'web', feature: parts.length > 5 ? feature : undefined };
  }
  if (name !== 'api') return { area: 'other' };
  const inSrc = parts[2] === 'src';
  const inModule = inSrc && parts[3] === 'modules' && parts.length > 5;
  return {
    area: 'api',
    inSrc,
    underTest: inSrc && parts[3] === 'test',
    module: inModule ? parts[4] : undefined,
    // The module's own top-level file name (index, <name>.tables), when it is one.
    moduleFile: inModule && parts.length === 6 ? parts[5] : undefined,
  };
}

const APPS_OR = (areas) => (target) =>
  target.area === 'web' || target.area === 'api' || areas.includes(target.area);
const PACKAGE_RULES = {
  domain: {
    refuses: APPS_OR(['mesh', 'mesh-outside', 'contracts']),
    message: 'domain is pure: it imports nothing of ours',
  },
  mesh: {
    refuses: APPS_OR(['domain', 'contracts']),
    message: 'mesh and domain never import each other',
  },
  contracts: {
    refuses: APPS_OR(['mesh', 'mesh-outside']),
    message: 'contracts depend on domain only',
  },
};

/** The message for an import that crosses a boundary, or undefined when it may. */
export function boundaryViolation(importerPath, targetPath) {
  const from = partOf(importerPath);
  const to = partOf(targetPath);
  const packageRule = PACKAGE_RULES[from.area];
  if (packageRule) return packageRule.refuses(to) ? packageRule.message : undefined;
  if (from.area === 'web') {
    if (to.area === 'api') return 'the web app talks to the api over HTTP only';
    if (from.feature && to.area === 'web' && to.feature && to.feature !== from.feature)
      return 'a feature never imports another feature; compose them in src/app';
    return undefined;
  }
  if (from.area !== 'api') return undefined;
  if (to.area === 'web') return 'the api never imports the web app';
  if (!from.inSrc || from.underTest || to.module === undefined || to.module === from.module)
    return undefined;
  // Tests and their harnesses may reach into a module to check what it wrote.
  const fileName = importerPath.split('/').pop() ?? '';
  if (/(\.test|-test-harness)\.tsx?$/.test(fileName)) return undefined;
  const name = to.module;
  if (to.moduleFile === `${name}.tables`) {
    if (fileName.endsWith('.tables.ts')) return undefined;
    return `the ${name} module's tables are its own: ask its service (or the SQL part it exports)`;
  }
  if (to.moduleFile === 'index') return undefined;
  return `import the ${name} module through its index.ts (its service and contract types)`;
}

const zones = {
  meta: {
    type: 'problem',
    docs: { description: 'which part of the repository may import which' },
    schema: [],
  },
  create(context) {
    const importer = relative(ROOT, context.filename).split(sep).join('/');
    if (importer.startsWith('..')) return {};
    function check(node, source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(source.value, context.filename);
      if (target === undefined) return;
      const message = boundaryViolation(importer, target);
      if (message) context.report({ node: source, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportEqualsDeclaration: (node) => check(node, node.moduleReference?.expression),
    };
  },
};

export default { meta: { name: 'print-portal-boundaries' }, rules: { zones } };
