// One lint configuration for the whole repository. Architecture rules (which layer may import
// which: eslint.boundaries.js) are enforced here, not by convention.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiIndexRules } from './eslint.api-modules.js';
import boundaries from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/coverage/**',
      'apps/api/drizzle/**',
      '**/*.config.*',
      '**/bin/**',
      'scripts/**',
      '.ci/**',
      'eslint.config.js',
      'eslint.api-modules.js',
      'eslint.boundaries.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          conditionNames: ['@print/source', 'types', 'import', 'default'],
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': 'error',
      'import-x/no-cycle': 'error',
      // Which part of the repository may import which: eslint.boundaries.js.
      'boundaries/zones': 'error',
    },
  },
  {
    // Plain JavaScript (benchmarks, scripts) is linted without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // docs/decisions/0006: money is computed once, on the server; the browser only formats it.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@print/domain',
              importNames: [
                'priceCart',
                'computeOrderTotals',
                'computePartPrice',
                'computePartPriceIfPrintable',
                'computeTaxCents',
                'breakdownPrice',
                'resolveTaxRateBp',
                'displayLinePrice',
                'applyVoucher',
                'computeSmallOrderSurchargeCents',
                'priceShippingMethod',
                'allocateCents',
                'sumCents',
                'DEFAULT_TAX_RATE_BP',
                'selectDisplayedPrice',
              ],
              message: 'the browser shows what the server computed (GET …/totals, pricing batch)',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 13 point 9: one money format and one number format per language, all in
    // apps/web/src/lib/format.ts; nowhere else formats numbers for display.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message: 'format numbers with src/lib/format.ts (one number format per language)',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(toLocaleString|toFixed)$/]',
          message: 'format numbers with src/lib/format.ts (one number format per language)',
        },
      ],
    },
  },
  {
    // One writer per shared store: the order process is driven by src/app from the callbacks
    // the features report through (upload, configurator, cart); a feature never touches it.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/stores/order-process-store'],
              importNames: ['useOrderProcessStore'],
              message: 'src/app drives the order process; report through a callback prop',
            },
          ],
        },
      ],
    },
  },
  {
    // argon2 loads through one module that picks the binary this CPU can run (the native AVX2 /
    // AVX-512 build or the portable prebuild): a direct import could load the other one first.
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/modules/accounts/argon2.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'argon2',
              message: 'import argon2 from src/modules/accounts/argon2.ts (it picks the binary)',
            },
          ],
        },
      ],
    },
  },
  {
    // The geometry engine runs in worker threads (analysis pipeline); the request thread only
    // sniffs uploads (`@print/mesh/sniff`), so no route loads readers, repair or rendering.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/modules/analysis/pipeline/**',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@print/mesh',
              allowTypeImports: true,
              message: 'mesh code runs in the analysis worker threads; use @print/mesh/sniff here',
            },
          ],
        },
      ],
    },
  },
  apiIndexRules,
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**', '**/bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
      // asymmetric matchers (expect.any, expect.closeTo) are typed `any` by Vitest
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
