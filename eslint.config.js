import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Zones are relative to the repository, wherever eslint runs from (a workspace's tests run it from there). */
const ROOT = import.meta.dirname;

const DOMAINS = [
  'account',
  'child-enrolment',
  'provider-enrolment',
  'providers',
  'provider-search',
  'provider-profile',
  'waitlist',
  'booking',
  'payments',
  'chat',
  'admin',
  'content',
];

/** A feature never reaches into another feature's internals; shared pieces move down to ui, lib or packages/shared. */
const featureBoundaries = (base) =>
  DOMAINS.map((domain) => ({
    target: `${base}/${domain}`,
    from: base,
    except: [`./${domain}`],
    message: 'Import from components/ui, lib or @kinderly/shared instead of another feature.',
  }));

/** Test code: unit tests beside the code, the web app's test set-up and the test databases of packages/db. */
// A feature's test/ folder holds its tests' fixtures: test code, like src/test.
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  'apps/web/src/test/**',
  'apps/web/src/features/*/test/**',
  'packages/db/src/testing/**',
];

/** Code that ships never imports test code (helpers, fakes, test databases); the tests beside it may. */
const SRC_NEVER_IMPORTS_TEST = [
  { target: './apps/server/src', from: ['./apps/server/test', './packages/db/src/testing'] },
  { target: './apps/web/src', from: ['./apps/web/src/test', './apps/web/test'] },
  { target: './apps/web/src', from: ['./apps/web/src/features/*/test/**'] },
  { target: './packages/db/src', from: ['./packages/db/src/testing', './packages/db/test'] },
  { target: './packages/shared/src', from: './packages/shared/test' },
].map((zone) => ({ ...zone, message: 'Code under src never imports test code: move what it needs into src.' }));

const NO_TEST_PACKAGES = {
  group: ['@kinderly/*/testing', '@kinderly/*/testing/*'],
  message: 'Code under src never imports test code.',
};
const ROUTES_CALL_SERVICES = 'Routes call services; the queries live in services/<domain>/.';

const WEB_RESTRICTED_IMPORTS = [
  {
    name: 'notistack',
    importNames: ['useSnackbar', 'enqueueSnackbar'],
    message: 'Use useSnackbar/showToast from components/ui/toast.tsx: notistack is loaded with the first toast.',
  },
];

const WEB_ZONES = [
  ...featureBoundaries('./apps/web/src/features'),
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: './apps/web/src/features',
    message: 'lib and components sit below the features: move the shared piece down into lib or components.',
  },
];

const SERVER_ZONES = [
  ...featureBoundaries('./apps/server/src/routes'),
  ...featureBoundaries('./apps/server/src/services'),
  {
    target: './apps/server/src/services',
    from: './apps/server/src/routes',
    message: 'Services never depend on routes.',
  },
  {
    target: './apps/server/src/services',
    from: './apps/server/src/plugins/chat-hub.ts',
    message: 'Services never emit chat events: the routes publish after the commit (ADR 024).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/screenshots/**',
      '**/.vite/**',
      '.data/**',
    ],
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
  // The service worker (web push, ADR 029) runs in the worker scope, not a page.
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: WEB_ZONES }],
      'no-restricted-imports': ['error', { paths: WEB_RESTRICTED_IMPORTS }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: SERVER_ZONES }] },
  },
  // Non-test files get the same rules again plus the test boundary (a later block replaces a rule's options).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...SERVER_ZONES, ...SRC_NEVER_IMPORTS_TEST] },
      ],
      'no-restricted-imports': ['error', { patterns: [NO_TEST_PACKAGES] }],
    },
  },
  {
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@kinderly/db', 'drizzle-orm'].map((name) => ({ name, message: ROUTES_CALL_SERVICES })),
          patterns: [{ group: ['@kinderly/db/*', 'drizzle-orm/*'], message: ROUTES_CALL_SERVICES }],
        },
      ],
    },
  },
  {
    // API paths live in one table (API_PATHS, packages/shared/src/api-paths.ts) that routes and web client read.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...WEB_ZONES, ...SRC_NEVER_IMPORTS_TEST] }],
      'no-restricted-imports': ['error', { paths: WEB_RESTRICTED_IMPORTS, patterns: [NO_TEST_PACKAGES] }],
    },
  },
  {
    files: ['packages/*/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: SRC_NEVER_IMPORTS_TEST }] },
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
  {
    files: ['apps/web/src/components/ui/toast*.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
