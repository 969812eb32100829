import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './tools/eslint/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { local },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'local/boundaries': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/no-jsx-literals': 'error',
    },
  },
  // Decision 021: one way to fetch data on the web. The API client and the query hooks are used
  // only in an `api/` folder (one file per endpoint: fetch function, key factory, hook) and in the
  // lib files that hold the app-wide session and region; pages and components import hooks.
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: [
      'apps/web/src/**/api/**',
      'apps/web/src/lib/api.ts',
      'apps/web/src/lib/query-client.ts',
      'apps/web/src/lib/session.ts',
      'apps/web/src/lib/region.ts',
      'apps/web/src/test/**',
      'apps/web/src/**/*.test.ts',
      'apps/web/src/**/*.test.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: [
                'useQuery',
                'useQueries',
                'useSuspenseQuery',
                'useSuspenseQueries',
                'useInfiniteQuery',
                'useMutation',
                'useQueryClient',
              ],
              message: "Data hooks live in a feature's api/ folder, one file per endpoint (decision 021).",
            },
          ],
          patterns: [
            {
              group: ['**/lib/api.ts', '**/lib/api'],
              importNames: ['call'],
              message: 'Call the API from a hook or fetch function in an api/ folder (decision 021).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/api/**/*.ts', 'apps/web/src/**/api/**/*.tsx', 'apps/web/src/lib/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Build query keys with the endpoint's key factory (endpointKey), never a literal array.",
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'tools/**', 'scripts/**'],
    rules: { 'local/no-jsx-literals': 'off' },
  },
);
