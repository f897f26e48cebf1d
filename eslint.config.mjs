import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const APOLLO_THROUGH_WRAPPER = {
  group: ['@apollo/client', '@apollo/client/*'],
  message: 'Import Apollo through @/services/graphql/apollo, which sets its cache sizes first.',
};

// The layers, top to bottom: app → components → services → engine and tax → paylaw. A layer imports only from those
// below it, so a change low down never needs anything from above to make sense, and engine/, tax/ and paylaw/ stay pure.
// Pay law sits under tax: the hours and the gross pay come first, the taxes on that pay after.
const LAYER_ZONES = [
  {
    target: './components',
    from: './app',
    message: 'components/ never imports app/: route files compose components, not the other way round.',
  },
  {
    target: './services',
    from: ['./app', './components'],
    message:
      'services/ never imports app/ or components/: a service takes what it needs to show (a callback) as an argument.',
  },
  {
    target: ['./engine', './tax'],
    from: ['./app', './components', './services'],
    message:
      'engine/ and tax/ are the pure core: side effects, blocks and the framework are passed in, never imported.',
  },
  {
    target: './paylaw',
    from: ['./app', './components', './services', './engine', './tax'],
    message:
      'paylaw/ is the lowest layer: pay law decides hours and pay, and the tax engine and the pages build on it, never the other way round.',
  },
  {
    target: './engine',
    from: './tax',
    message:
      'engine/ and tax/ are independent: the site model and the payroll engine meet in services/ or components/.',
  },
  {
    target: './tax',
    from: './engine',
    message:
      'engine/ and tax/ are independent: the site model and the payroll engine meet in services/ or components/.',
  },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true }],
      // Marketing pages are static HTML and link to each other (and to the core site) with plain <a>:
      // a full load of a prerendered page is fast and needs no router code on the page.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Import cycles and the layers, on resolved paths: '@/services/x' and '../../services/x' are the same file.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the files it follows: TypeScript files through TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
    },
  },
  {
    // Apollo's cache sizes only take effect when set before Apollo loads: services/graphql/apollo.ts does that.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['services/graphql/apollo.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [APOLLO_THROUGH_WRAPPER] }],
    },
  },
  {
    // The engine decides nothing about pages: app/ decides between notFound() and a page.
    files: ['engine/**/*.ts', 'engine/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            APOLLO_THROUGH_WRAPPER,
            {
              group: ['next', 'next/*'],
              message: 'engine/ never imports Next.js: app/ decides between notFound() and a page.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
      '**/generated/**',
    ],
  },
];

export default config;
