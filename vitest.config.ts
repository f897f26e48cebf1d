import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**', 'bench-results/**'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Tests check behaviour, not speed: a property test over thousands of calculations may take several seconds
    // on a busy two-core machine, which is no failure.
    testTimeout: 30_000,
  },
});
