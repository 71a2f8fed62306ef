// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a layer must never make (docs/architecture.md#layers: domain ← components ← containers ← app). */
const webOnly = ['react', 'react-dom', 'react/*', '@mui/*', '@emotion/*', 'axios', 'formik', 'yup'];
const routerAndData = ['axios', 'formik', 'yup', 'react-router', 'react-router/*', 'msw', 'msw/*'];
const layer = (/** @type {string[]} */ names, /** @type {string[]} */ groups, message) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: names.map((name) => ({ name, message })),
      patterns: groups.map((group) => ({ group: [group], message })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      '.vitest-attachments',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: layer(
      [...webOnly, 'react-router', 'react-router/*'],
      [
        '**/components/**',
        '**/containers/**',
        '**/app/**',
        '**/api/**',
        '**/server/**',
        '**/theme/**',
      ],
      'domain/ is pure TypeScript: no UI, I/O or other layers.',
    ),
  },
  {
    files: ['src/components/**', 'src/theme/**'],
    rules: layer(
      routerAndData,
      ['**/containers/**', '**/app/**', '**/api/**', '**/server/**', '**/mocks/**'],
      'Presentational components take props and callbacks only: no axios, Formik, Yup, router, containers or API.',
    ),
  },
  {
    files: ['src/containers/**', 'src/api/**'],
    rules: layer(
      [],
      ['**/app/**', '**/server/**'],
      'Containers and the API client do not import the app shell or the server.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: layer(
      webOnly,
      [
        '**/components/**',
        '**/containers/**',
        '**/app/**',
        '**/api/**',
        '**/theme/**',
        '**/mocks/**',
      ],
      'The server imports domain/ and nothing from the web side.',
    ),
  },
  prettier,
);
