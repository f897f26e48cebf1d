import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

function reachable(from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  for (const match of readFileSync(from, 'utf8').matchAll(/(?:from|import)\s*\(?'(\.{1,2}\/[^']+)'/g)) {
    const target = match[1];
    if (target === undefined || target.endsWith('.json')) continue;
    reachable(resolve(dirname(from), `${target}.ts`), seen);
  }
  return seen;
}

describe('the lookup the calculator loads', () => {
  const files = [...reachable(join(import.meta.dirname, 'index.ts'))].map((file) => file.replace(/.*\/tax\//, 'tax/'));
  it('validates nothing at run time: no ajv, no schema, no generation code', () => {
    expect(
      files.filter((file) => /^tax\/localities\/(validate|generate|module-source)\.ts$|^tax\/schema\//.test(file)),
    ).toEqual([]);
    expect(
      files.filter((file) => /from 'ajv/.test(readFileSync(join(import.meta.dirname, '..', '..', file), 'utf8'))),
    ).toEqual([]);
  });
  it('loads each state’s list as its own module, and nothing of the payroll engine beyond its types', () => {
    expect(files.filter((file) => file.startsWith('tax/generated/localities'))).toEqual([
      'tax/generated/localities-index.ts',
      'tax/generated/localities-in-2026.ts',
      'tax/generated/localities-oh-2026.ts',
      'tax/generated/localities-pa-2026.ts',
    ]);
    // The pay periods (core/types, whose state codes come from the generated tax-year types) and nothing else of the engine.
    expect(
      files.filter((file) => !file.startsWith('tax/localities/') && !file.startsWith('tax/generated/localities')),
    ).toEqual(['tax/core/types.ts', 'tax/generated/tax-year.ts', 'tax/core/result.ts']);
  });
});
