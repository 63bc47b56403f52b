// One lint setup for the whole monorepo; import boundaries as STYLE.md describes.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';

const FEATURES_DIR = new URL('./apps/web/app/features', import.meta.url);
const FEATURES = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through config.ts only.',
        },
      ],
    },
  },
  {
    // Only config.ts (and tooling that runs outside the app) reads the environment.
    files: [
      'apps/server/src/config.ts',
      'apps/server/drizzle.config.ts',
      'apps/demo-provider/src/config.ts',
      'scripts/**',
      '**/*.test.ts',
      'apps/server/src/test/**',
      '**/vitest.config.ts',
      'e2e/**',
      'bench/**',
      'apps/web/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // platform/ is below the domains: it never imports from modules/.
            { target: './apps/server/src/platform', from: './apps/server/src/modules' },
            // db/ is the floor: the client, the migrations and the schema index, which gathers
            // the modules' tables and nothing else of theirs.
            {
              target: './apps/server/src/db',
              from: './apps/server/src/modules/**',
              except: ['**/*.schema.ts'],
            },
            // The server never imports the web app's source (only its build, at run time).
            { target: './apps/server/src', from: './apps/web/app' },
          ],
        },
      ],
    },
  },
  {
    // A module uses another module only through its *.service.ts at the top of its folder:
    // every other file of a module (routes, repository, schema, templates, helpers, tests, and
    // everything in its subfolders) is private to it. Files outside modules/ (composition, CLI,
    // test helpers) are not covered. A file at a module's top reaches another module as
    // `../<module>/...`; a file one folder down (modules/wallet/deposits/) as `../../<module>/...`,
    // while its `../<part>/...` stays inside its own module.
    files: ['apps/server/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/(?![a-z-]+\\.service$)',
              message: "Import another module's *.service.ts only, never its other files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[a-z-]+/(?![a-z-]+\\.service$)',
              message: "Import another module's *.service.ts only, never its other files.",
            },
          ],
        },
      ],
    },
  },
  {
    // The demo studio is a third party: it talks to the casino over HTTP only, never its code.
    files: ['apps/demo-provider/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/demo-provider',
              from: ['./apps/server', './apps/web', './packages/contracts'],
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@casino/*'], message: 'The studio shares no code with the casino.' },
          ],
        },
      ],
    },
  },
  {
    // The game pages run in the browser.
    files: ['apps/demo-provider/src/client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features never import each other; routes compose them.
            ...FEATURES.map((feature) => ({
              target: `./apps/web/app/features/${feature}`,
              from: './apps/web/app/features',
              except: [`./${feature}`],
            })),
            // Shared code never reaches up into features, layouts or routes.
            {
              target: ['./apps/web/app/components', './apps/web/app/lib'],
              from: ['./apps/web/app/features', './apps/web/app/routes', './apps/web/app/layouts'],
            },
            { target: './apps/web/app', from: './apps/server' },
          ],
        },
      ],
      // Decision 026: the browser gets zod only through the contract schemas it loads on
      // demand; a module that takes `z` itself keeps the whole library in its chunk.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.value='@casino/contracts/validation']",
          message:
            'Write a form refinement in packages/contracts (wallet-forms.ts, originals-forms.ts), not with z in the web.',
        },
      ],
    },
  },
  prettier,
);
