import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// What the web may import. ESLint replaces a rule's options per file rather than merging them, so the
// features' boundary below repeats these (through this constant) beside its own.
const WEB_IMPORTS = {
  paths: [
    {
      name: '@mantine/core',
      importNames: ['Tooltip'],
      message:
        'Use Hint (components/hint.tsx): a Tooltip is drawn with its screen, a second render for each (docs/decisions/performance.md).',
    },
  ],
  patterns: [
    { group: ['**/server/**'], message: 'The web app talks to the server only over HTTP.' },
    { group: ['fastify', 'pg', 'drizzle-orm*', 'sharp', 'pg-boss'], message: 'Server-only package.' },
    {
      group: [
        '**/contract/**',
        '!**/contract/entry-urls',
        '!**/contract/query-keys',
        '!**/contract/page-names',
      ],
      allowTypeImports: true,
      message: 'The web takes the contract as types only (import type): zod stays out of its bundles.',
    },
  ],
};

// The web's features, by folder: one feature never imports another's screens or components (the app
// composes them: app/router.tsx, app/screens/); it may call another server module through that
// feature's `api/` hooks, and name another feature's types (`import type`: erased, no coupling at run
// time).
const WEB_FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundary = {
  files: ['src/web/features/**/*.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: WEB_IMPORTS.paths,
        patterns: [
          ...WEB_IMPORTS.patterns,
          {
            allowTypeImports: true,
            regex: `^(\\.\\./)+(${WEB_FEATURES.join('|')})/(?!api/)`,
            message:
              "A feature does not import another feature's screens or components: compose them in src/web/app (only another feature's api/ hooks may be called).",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      '.tmp',
      'src/web/lib/api-schema.ts',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Dependencies point one way: domain imports nothing of ours; web never imports server.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/domain is pure: it imports neither server nor web.',
            },
            {
              group: ['react', 'react-dom', 'fastify', 'pg', 'drizzle-orm*', 'sharp', 'node:*'],
              message: 'src/domain has no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', WEB_IMPORTS],
    },
  },
  // The contract is zod and the domain, nothing else: the web reads it as types.
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/contract imports only zod and src/domain.',
            },
          ],
        },
      ],
    },
  },
  // Type-aware rules on the app's code, server and web (tests, e2e and the bench are checked without
  // types: faster, and their promises are awaited by the test runner). A React handler may return a
  // promise: the handlers catch their own failures (trySave, mutation onError).
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/server/test/**', 'src/**/*.test-*.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.server.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify plugins, hooks and handlers are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  featureBoundary,
  // SQL lives in repositories (`*.repo.ts`) and `src/server/db`: a service hands a `Queryable` (or
  // `ctx.pool`) to repo functions and runs transactions through `inTransaction`; it never writes SQL
  // or holds the pool's raw client.
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.repo.ts',
      'src/server/db/**',
      'src/server/**/*.test.ts',
      'src/server/**/test/**',
      'src/server/**/*.test-world.ts',
      'src/server/**/*.test-support.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
          message: 'SQL lives in a *.repo.ts (or src/server/db): call a repo function with a Queryable.',
        },
        {
          selector: "MemberExpression[property.name='$client']",
          message:
            'Only repos and src/server/db touch the raw pg client: pass ctx.pool or a transaction client to a repo.',
        },
        {
          selector: "CallExpression[callee.property.name='connect'][callee.object.property.name='pool']",
          message:
            'Only repos and src/server/db take a connection from the pool: a repo function takes the pool and holds the connection it needs.',
        },
      ],
    },
  },
  // Module boundaries: a server module reaches another only through what that module exports beside
  // its repositories (its service, a use-case file), never through its SQL. A row type may be named
  // (import type). The database layer knows nothing of the API or of the modules.
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/**/*.test-world.ts', 'src/server/**/*.test-support.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repo'],
              allowTypeImports: true,
              message:
                "Another module's repository is its own: call that module's service (or an exported use case).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/db/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract/**', '**/modules/**', '**/web/**', '**/lib/**'],
              message:
                'src/server/db is the schema and SQL plumbing: it imports neither the API nor the modules.',
            },
          ],
        },
      ],
    },
  },
);
