// One lint for the whole tree (issue 12). Rules of the house, written down in ARCHITECTURE.md
// ("Import zones"): a web feature imports no other feature and nothing from app/; components/, lib/
// and hooks/ import no feature and no app/; a server module never imports another module's route
// files; http/ and lib/ import no module; migrations import only kysely and their own folder;
// domain imports nothing of server or web. Cycles are refused everywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webFeatures = 'web/src/features';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'playwright-report/**',
      'test-results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['domain/tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/internal-regex': '^@collegium/',
    },
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Web features: no other feature, no app/.
            ...dirNames(webFeatures).map((name) => ({
              target: `./${webFeatures}/${name}`,
              from: `./${webFeatures}`,
              except: [`./${name}`],
              message: 'A feature never imports another feature: move the shared piece to components/, lib/ or hooks/.',
            })),
            {
              target: `./${webFeatures}`,
              from: './web/src/app',
              message: 'A feature never imports app/: move the shared piece to components/, lib/ or hooks/.',
            },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/hooks'],
              from: [`./${webFeatures}`, './web/src/app'],
              message: 'Shared web code imports no feature and no app/.',
            },
            // Server modules: another module's route files are private (only app.ts registers them).
            ...dirNames('server/src/modules').map((name) => ({
              target: `./server/src/modules/${name}`,
              from: `./server/src/modules/!(${name})/**/*routes.ts`,
              message: "A module never imports another module's routes: move the shared piece to http/ or lib/.",
            })),
            {
              target: ['./server/src/http', './server/src/lib'],
              from: './server/src/modules',
              message: 'http/ and lib/ are shared: they import no module.',
            },
            {
              target: './server/src/db/migrations',
              from: ['./server/src/modules', './server/src/demo', './domain'],
              message: 'A migration is frozen: it imports only kysely and files of its own folder.',
            },
            {
              // Tests may build on the demo's pieces; the product itself never does.
              target: [
                './server/src/modules/**/!(*.test).ts',
                './server/src/http/**/!(*.test).ts',
                './server/src/lib/**/!(*.test).ts',
              ],
              from: './server/src/demo',
              message: 'Demo data is for the demo: the product never imports it.',
            },
            {
              target: './domain',
              from: ['./server', './web', './e2e'],
              message: 'domain is pure: it imports nothing of server, web or e2e.',
            },
            {
              target: './web',
              from: './server',
              message: 'The web reaches the server over HTTP only; shared shapes live in domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', '**/bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);

function dirNames(folder) {
  return readdirSync(new URL(`./${folder}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
