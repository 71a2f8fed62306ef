// @ts-check
import fs from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a layer must never make (docs/architecture.md#layers: domain ← components ← containers ← app). */
const webOnly = ['react', 'react-dom', 'react/*', '@mui/*', '@emotion/*', 'axios', 'formik', 'yup'];
const routerAndData = ['axios', 'formik', 'yup', 'react-router', 'react-router/*', 'msw', 'msw/*'];
const layer = (
  /** @type {string[]} */ names,
  /** @type {string[]} */ groups,
  /** @type {string} */ message,
  /** @type {{ group: string[], message: string }[]} */ extra = [],
) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: names.map((name) => ({ name, message })),
      patterns: [...groups.map((group) => ({ group: [group], message })), ...extra],
    },
  ],
});

/**
 * The component library's groups (src/components/README.md): primitives ← voter | console ←
 * views/voter | views/console. Relative imports name the group's folder (`../../voter/CategoryCard`),
 * so a group is matched by its folder name anywhere in the path. ESLint keeps only the last
 * `no-restricted-imports` that matches a file, so each group repeats its layer's rule.
 */
const componentLayer = [
  '**/containers/**',
  '**/app/**',
  '**/api/**',
  '**/server/**',
  '**/mocks/**',
];
const componentMessage =
  'Presentational components take props and callbacks only: no axios, Formik, Yup, router, containers or API.';
const componentGroup = (/** @type {string[]} */ groups, /** @type {string} */ message) =>
  layer(routerAndData, componentLayer, componentMessage, [{ group: groups, message }]);
const containerLayer = ['**/app/**', '**/server/**'];
const containerMessage = 'Containers and the API client do not import the app shell or the server.';

/**
 * The server by feature (src/server/README.md): a feature imports another only through that
 * feature's index.ts (its public API), never its routes, repository or plugin; the
 * infrastructure (db, mail, limits, bot check, http helpers, config) imports no feature.
 */
const serverFeatures = fs
  .readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = serverFeatures.flatMap((feature) =>
  serverFeatures
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/server/features/${feature}`,
      from: `./src/server/features/${other}`,
      except: ['./index.ts'],
      message: `features/${feature} may use features/${other} only through its index.ts (its public API).`,
    })),
);
const infrastructure = [
  'db',
  'mail',
  'limits',
  'botcheck',
  'http',
  'env.ts',
  'csv.ts',
  'fonts.ts',
  'config.ts',
  'configTypes.ts',
  'context.ts',
  'errors.ts',
  'formats.ts',
  'messages.ts',
  'redact.ts',
  'typeProvider.ts',
  'networkPrefix.ts',
  'integrityConfig.ts',
  'nodeVersion.ts',
  'securityHeaders.ts',
];
const infrastructureZone = {
  target: infrastructure.map((place) => `./src/server/${place}`),
  from: './src/server/features',
  message: 'The infrastructure imports no feature (features/ build on it, not the other way).',
};
const outsideZone = {
  target: ['./src/server/cli', './src/server/app.ts', './src/server/server.ts'],
  from: './src/server/features',
  except: serverFeatures.flatMap((feature) => [`./${feature}/index.ts`, `./${feature}/plugin.ts`]),
  message: 'The app and the CLI use a feature through its index.ts (or register its plugin.ts).',
};

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
    // docs/architecture.md#conventions: a file of the product longer than this says why on its
    // first line (`/* eslint-disable max-lines -- why */`).
    files: ['src/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 255, skipBlankLines: true, skipComments: true }] },
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
    rules: layer(routerAndData, componentLayer, componentMessage),
  },
  {
    files: ['src/components/primitives/**'],
    rules: componentGroup(
      ['**/voter/**', '**/console/**', '**/views/**'],
      'A primitive is used by both sides: it imports other primitives only, never voter/, console/ or views/.',
    ),
  },
  {
    files: ['src/components/voter/**'],
    rules: componentGroup(
      ['**/console/**', '**/views/**'],
      'A voter component imports primitives and voter components only, never console/ or views/.',
    ),
  },
  {
    files: ['src/components/console/**'],
    rules: componentGroup(
      ['**/voter/**', '**/views/**'],
      'A console component imports primitives and console components only, never voter/ or views/.',
    ),
  },
  {
    files: ['src/components/views/voter/**'],
    rules: componentGroup(
      ['**/console/**'],
      'A voter view is built from primitives and voter components, never console ones.',
    ),
  },
  {
    files: ['src/components/views/console/**'],
    rules: componentGroup(
      ['**/voter/**'],
      'A console view is built from primitives and console components, never voter ones.',
    ),
  },
  {
    files: ['src/containers/**', 'src/api/**'],
    rules: layer([], containerLayer, containerMessage),
  },
  {
    files: ['src/containers/voter/**'],
    rules: layer([], containerLayer, containerMessage, [
      {
        group: ['**/console/**'],
        message:
          'Voter containers import nothing of the console (containers, components or views).',
      },
    ]),
  },
  {
    files: ['src/containers/console/**'],
    rules: layer([], containerLayer, containerMessage, [
      {
        // The console's sign-in link screen is the voter's (AccessLinkView, its own wording).
        group: ['**/voter/**', '!**/views/voter/AccessLinkView'],
        message:
          'Console containers import nothing of the voter side (containers, components, views) but AccessLinkView.',
      },
    ]),
  },
  {
    files: ['src/server/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, infrastructureZone, outsideZone] },
      ],
    },
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
