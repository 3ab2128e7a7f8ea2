import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      '.tmp',
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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app talks to the server only over HTTP.' },
            { group: ['fastify', 'pg', 'drizzle-orm*', 'sharp', 'pg-boss'], message: 'Server-only package.' },
            {
              group: ['**/contract/**', '!**/contract/entry-urls'],
              allowTypeImports: true,
              message:
                'The web takes the contract as types only (import type): zod stays out of its bundles.',
            },
          ],
        },
      ],
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
);
