// Lint rules for the whole monorepo. The feature-boundary zones are generated from the folders on
// disk so that a new feature is covered the moment it exists (CONVENTIONS.md: imports flow
// ui/lib → features → app, and a feature never reaches into another feature's files).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const listFolders = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const webFeatureZones = listFolders('apps/web/src/features').map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A web feature must not import another feature; move shared code to lib or ui.',
}));

// On the server a feature may call another feature's service (its public functions) and read its
// table definitions for joins, but not its routes or repository.
const serverFeatureZones = listFolders('apps/server/src/features').map((feature) => ({
  target: `./apps/server/src/features/${feature}`,
  from: './apps/server/src/features',
  except: [
    `./${feature}`,
    ...listFolders('apps/server/src/features').flatMap((other) => [
      `./${other}/${other}.service.ts`,
      `./${other}/${other}.table.ts`,
    ]),
  ],
  message:
    "A server feature may only use another feature's service or table, never its routes or repository.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        },
      },
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatureZones,
            ...serverFeatureZones,
            {
              target: ['./apps/web/src/ui', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'ui and lib sit below features and app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features sit below app.',
            },
            {
              target: './packages/contract',
              from: ['./apps'],
              message: 'The contract depends on nothing in the apps.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
