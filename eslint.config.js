import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // What the first page loads: importing the shared index would pull zod into it.
    files: [
      'apps/web/src/main.tsx',
      'apps/web/src/app/*.{ts,tsx}',
      'apps/web/src/lib/**/*.ts',
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
);
