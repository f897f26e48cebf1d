import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

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
    // Apollo's cache sizes only take effect when set before Apollo loads: services/graphql/apollo.ts does that.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['services/graphql/apollo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@apollo/client', '@apollo/client/*'],
              message: 'Import Apollo through @/services/graphql/apollo, which sets its cache sizes first.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is the pure core: services, blocks and the framework are passed in, never imported.
    files: ['engine/**/*.ts', 'engine/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@apollo/client', '@apollo/client/*'],
              message: 'Import Apollo through @/services/graphql/apollo, which sets its cache sizes first.',
            },
            {
              regex: '^(@/|(\\.\\./)+)services(/|$)',
              message: 'engine/ never imports services/: side effects are injected by the caller (see engine/load.ts).',
            },
            {
              regex: '^(@/|(\\.\\./)+)components(/|$)',
              message: 'engine/ never imports components/: the block registry is passed in.',
            },
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
