import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ENTRY_FILES, ENTRY_PACKAGES } from './apps/web/entry-files.js';

const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** How a file is named in an import (a pattern): without its folder and its .ts/.tsx. */
const moduleName = (file) =>
  file
    .replace(/^.*\//, '')
    .replace(/\.tsx?$/, '')
    .replace(/\./g, '\\.');

/** `no-restricted-imports` refusing relative imports that climb into one of `folders`. */
const refuseClimbingInto = (folders, message) => [
  'error',
  { patterns: [{ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message }] },
];

/**
 * Boundaries (ARCHITECTURE.md, "Boundaries"): enforced here, proven by
 * apps/server/test/lint-boundaries.test.ts.
 */
const SERVER_NO_SCRIPTS = {
  regex: '(^|/)scripts/',
  message: 'Server code does not import the repository scripts (they import it).',
};

/** '/api/…' (or '/api' itself) at the start of a string: \x2F is '/', which esquery's regexps cannot hold. */
const API_PATH = '/^\\x2Fapi(\\x2F|$)/';
const API_PATH_MESSAGE =
  "The web calls the API only through the typed client (apps/web/src/api/): api.GET('/line/{id}', …), not an '/api/…' string.";

const BOUNDARIES = [
  // A feature uses another feature only through that feature's index.ts. Tests and their
  // fixtures may reach into another feature (to mock a call or reuse its sample data).
  ...FEATURES.map((name) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${FEATURES.filter((other) => other !== name).join('|')})/.+`,
              message:
                "Import another feature through its index.ts ('../../lines'), not its files.",
            },
          ],
        },
      ],
    },
  })),
  {
    // The API's paths are the typed client's: written relative to /api and checked against the
    // document. Tests and their fixtures may name the URLs that go over the wire.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/api/**',
      'apps/web/src/test/**',
      '**/*.test.{ts,tsx}',
      '**/*.fixtures.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${API_PATH}]`, message: API_PATH_MESSAGE },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${API_PATH}]`,
          message: API_PATH_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': refuseClimbingInto(
        ['features', 'app', 'resource'],
        'lib/ and components/ are shared by every screen, below the resource kit: they never import resource/, and never import a feature or the app.',
      ),
    },
  },
  {
    // The resource kit builds on components/ui, lib/ and api/, and serves the features.
    files: ['apps/web/src/resource/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': refuseClimbingInto(
        ['features', 'app'],
        'resource/ (the resource kit) serves every feature: it never imports a feature or the app.',
      ),
    },
  },
  // Server code never imports the repository scripts; its lib/ and resource/ never import
  // modules/ or plugins/. (One rule per file: those blocks repeat the scripts pattern.)
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NO_SCRIPTS] }] },
  },
  {
    files: ['apps/server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NO_SCRIPTS,
            {
              regex: '^(\\.\\./)+(modules|plugins)(/|$)',
              message: 'lib/ is below modules and plugins: move what both need into lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The resource kit (resource/README.md) serves the modules: it never imports one.
    files: ['apps/server/src/resource/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NO_SCRIPTS,
            {
              regex: '^(\\.\\./)+(modules|plugins)(/|$)',
              message:
                'resource/ is below modules and plugins: a module declares its routes with it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract both sides share: no I/O of any kind.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(node:)?(fs|fs/promises|net|http|https|http2|dgram|dns|child_process|worker_threads|cluster|tls|readline)$',
              message: 'packages/shared does no I/O: it holds schemas, texts and pure rules.',
            },
            {
              regex: '^(pg|better-sqlite3|kysely|fastify|@fastify/.*|react|react-dom)$',
              message: 'packages/shared does no I/O: it holds schemas, texts and pure rules.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'XMLHttpRequest',
          'WebSocket',
          'localStorage',
          'sessionStorage',
          'document',
        ].map((name) => ({ name, message: 'packages/shared does no I/O.' })),
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules', '**/dist', 'data', 'coverage', '.test-results', 'e2e/screenshots'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'debug'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // The app shell (loaded right after the sign-in screen, with the route table): importing the
    // shared index would pull zod into it.
    files: [
      'apps/web/src/main.tsx',
      'apps/web/src/app/*.{ts,tsx}',
      'apps/web/src/lib/**/*.ts',
      'apps/web/src/api/**/*.ts',
      'apps/web/src/features/start/**/*.{ts,tsx}',
      // Statically imported by the route table, to start the models' load early.
      'apps/web/src/features/models/api/models-query.ts',
      'apps/web/src/features/lines/api/line-query.ts',
      'apps/web/src/features/lines/api/line-keys.ts',
      'apps/web/src/features/lines/api/line-responses.ts',
      'apps/web/src/features/models/api/model-keys.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@taller/shared',
              message:
                "Import the module by path ('@taller/shared/auth/roles'): keeps zod out of the entry bundle.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The entry bundle, all the sign-in page downloads (decision 020): React and these files only.
    files: ENTRY_FILES.filter((file) => /\.tsx?$/.test(file)).map((file) => `apps/web/src/${file}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!\\.|(${ENTRY_PACKAGES.join('|')})$)`,
              message:
                'The sign-in page is the entry bundle: no router, TanStack Query, forms library, zod or toasts here. Load it with import() or add a light module to ENTRY_FILES/ENTRY_PACKAGES (apps/web/entry-files.js).',
              allowTypeImports: true,
            },
            {
              regex: `^\\.[./]*/(.*/)?(?!(${ENTRY_FILES.map(moduleName).join('|')})$)[^/]+$`,
              message:
                'The sign-in page is the entry bundle: it imports only the files in ENTRY_FILES (apps/web/entry-files.js). Load the rest with import().',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  ...BOUNDARIES,
);
