import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const api = 'apps/api/src';
/**
 * The modules of the API, each with the modules it may import: lower ones only, so no circle can
 * form between them (src/import-rooms.test.ts checks the whole graph as well).
 */
const moduleImports = {
  accounts: [],
  'answer-reports': ['accounts'],
  factcheck: [],
  laws: ['accounts', 'answer-reports'],
  polls: ['accounts'],
  identity: ['accounts'],
  auth: ['accounts', 'identity'],
  sso: ['accounts', 'auth', 'identity'],
  channels: ['accounts', 'answer-reports', 'factcheck', 'identity', 'laws', 'polls'],
  faq: ['accounts', 'answer-reports', 'laws'],
};
const apiModules = [...Object.keys(moduleImports), 'users'];
/** Rooms below the modules: they import no module and not the app. */
const belowModules = ['config.ts', 'context.ts', 'db', 'errors.ts', 'html.ts', 'i18n', 'jobs']
  .concat(['paths.ts', 'plugins', 'providers', 'redis-options.ts', 'search', 'security'])
  .concat(['sessions', 'types']);
const appFiles = ['app.ts', 'routes.ts', 'server.ts', 'cli'].map((f) => `${api}/${f}`);
const apiZones = [
  ...belowModules.map((room) => ({
    target: `${api}/${room}`,
    from: [`${api}/modules`, ...appFiles],
    message: 'Shared code sits below the modules: move what it needs down, or inject it.',
  })),
  {
    target: `${api}/modules`,
    from: appFiles,
    message: 'Modules do not import the app that assembles them.',
  },
  ...Object.entries(moduleImports).map(([module, allowed]) => ({
    target: `${api}/modules/${module}`,
    from: `${api}/modules`,
    except: [`./${module}`, ...allowed.map((m) => `./${m}`)],
    message: `modules/${module} may import only ${allowed.join(', ') || 'no other module'} (eslint.config.js).`,
  })),
];

const web = 'apps/web/src';
const webZones = [
  {
    target: [`${web}/components`, `${web}/hooks`, `${web}/lib`, `${web}/config`, `${web}/i18n`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code does not import features or the app shell.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import the app shell (route paths live in src/config/paths.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'var/**',
      '**/test-results/**',
      'e2e/screenshots/**',
      '.notes-work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Fastify handlers are async by convention even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped JSON answers and assert their shape; the unsafe-any rules only add noise.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Features stay independent; shared code lives in components, hooks and lib.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/',
              message:
                'Features do not import each other; move shared code to src/components, src/hooks or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports go one way and never in a circle.
    files: [`${api}/**/*.ts`, `${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${api}/**/*.ts`],
    ignores: ['**/*.test.ts', `${api}/test/**`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiZones }],
      // From outside a module, only its public entry: modules/<name>/index.js.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${apiModules.join('|')})/(?!index\\.js$)`,
              message: "Import another module through its public entry, '../<module>/index.js'.",
            },
            {
              regex: '(^|/)modules/[\\w-]+/(?!index\\.js$)',
              message: "Import a module through its public entry, 'modules/<module>/index.js'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx', `${web}/test/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
);
