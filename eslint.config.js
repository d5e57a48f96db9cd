import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DOMAINS = ['account', 'child-enrolment', 'provider-enrolment', 'providers', 'waitlist', 'booking', 'payments', 'chat', 'admin', 'content'];

/** A feature never reaches into another feature's internals; shared pieces move down to ui, lib or packages/shared. */
const featureBoundaries = (base) =>
  DOMAINS.map((domain) => ({
    target: `${base}/${domain}`,
    from: base,
    except: [`./${domain}`],
    message: 'Import from components/ui, lib or @kinderly/shared instead of another feature.',
  }));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'playwright-report/**', 'e2e/screenshots/**', '**/.vite/**', '.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaries('./apps/web/src/features') }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'notistack',
              importNames: ['useSnackbar', 'enqueueSnackbar'],
              message: 'Use useSnackbar/showToast from components/ui/toast.tsx: notistack is loaded with the first toast.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/toast*.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries('./apps/server/src/routes'),
            ...featureBoundaries('./apps/server/src/services'),
            { target: './apps/server/src/services', from: './apps/server/src/routes', message: 'Services never depend on routes.' },
          ],
        },
      ],
    },
  },
  {
    // API paths live in one table (API_PATHS, packages/shared/src/api-paths.ts) that routes and web client read.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/routes/**/*.ts'],
    // test-support.ts is test code on its way to test/ (issue 11); drop it here once it has moved.
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/routes/**/test-support.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // \x2F is '/': esquery's regular expressions cannot hold a slash.
        { selector: 'Literal[value=/^\\x2Fapi\\x2F/]', message: 'Take API paths from API_PATHS (@kinderly/shared).' },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\x2Fapi\\x2F/]',
          message: 'Take API paths from API_PATHS (@kinderly/shared).',
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@kinderly/*', '../../*'], message: 'packages/shared depends on zod only.' }] },
      ],
    },
  },
);
