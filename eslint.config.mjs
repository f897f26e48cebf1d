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
    },
  },
  {
    ignores: ['node_modules/**', '.next/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'next-env.d.ts', '**/generated/**'],
  },
];

export default config;
