import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module reachable from `from` through relative imports. */
function reachable(from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  for (const match of readFileSync(from, 'utf8').matchAll(/(?:from|import) '(\.{1,2}\/[^']+)'/g)) {
    const target = match[1];
    if (target !== undefined && !target.endsWith('.json')) reachable(resolve(dirname(from), `${target}.ts`), seen);
  }
  return seen;
}

describe('the pay-law runtime (what the calculator page bundles)', () => {
  it('checks and compiles nothing: the data arrives compiled, and its words stay in their own module', () => {
    const files = [...reachable(join(import.meta.dirname, 'index.ts'))].map((file) =>
      file.replace(/.*\/paylaw\//, 'paylaw/'),
    );
    expect(
      files.filter(
        (file) =>
          /\/data\/|ajv|texts/.test(file) ||
          /from 'ajv/.test(readFileSync(resolve(import.meta.dirname, '..', file), 'utf8')),
      ),
    ).toEqual([]);
    expect(files).toContain('paylaw/generated/pay-law-rules.ts');
  });
});
