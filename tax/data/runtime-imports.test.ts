import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATEST_SHIPPED_TAX_YEAR, SHIPPED_TAX_YEARS } from '../generated/tax-years';

/** Every module reachable from `from` through relative imports (type-only imports included, which only over-reports). */
function reachable(from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  const text = readFileSync(from, 'utf8');
  for (const match of text.matchAll(/(?:from|import) '(\.{1,2}\/[^']+)'/g)) {
    const target = match[1];
    if (target === undefined || target.endsWith('.json')) continue;
    // A folder's import resolves to its index.ts, as the bundler resolves it.
    const file = resolve(dirname(from), `${target}.ts`);
    reachable(existsSync(file) ? file : resolve(dirname(from), target, 'index.ts'), seen);
  }
  return seen;
}

describe('the runtime core (what the calculator page bundles)', () => {
  it('does no schema validation: nothing reachable from tax/index.ts imports ajv or the validator', () => {
    const files = [...reachable(join(import.meta.dirname, '..', 'index.ts'))];
    const offenders = files.filter((file) =>
      /from 'ajv|\/validate'|validate-and-compile/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
    for (const year of SHIPPED_TAX_YEARS) expect(files.some((file) => file.endsWith(`tax-data-${year}.ts`))).toBe(true);
  });
  it('does no compile step either: the browser entry gets the latest year’s federal figures compiled by npm run gen, and no state and no other year up front', () => {
    const files = [...reachable(join(import.meta.dirname, '..', 'browser.ts'))].map((file) =>
      file.replace(/.*\/tax\//, 'tax/'),
    );
    expect(files.filter((file) => /\/compile-|validate/.test(file))).toEqual([]);
    expect(files.filter((file) => /tax-(data|federal|state)-[\d-a-z]+\.ts$/.test(file))).toEqual([
      `tax/generated/tax-federal-${LATEST_SHIPPED_TAX_YEAR}.ts`,
    ]);
    // The states and the other years load through the index's import() calls, which a bundler splits into a chunk each.
    expect(files).toContain('tax/generated/tax-years.ts');
  });
});

/** Folders each layer may import from, lowest first: imports only go down. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  core: ['core', 'generated'],
  data: ['core', 'generated', 'schema', 'data'],
  federal: ['core', 'generated', 'data', 'federal'],
  state: ['core', 'generated', 'data', 'state'],
  input: ['core', 'generated', 'input'],
  local: ['core', 'generated', 'data', 'local'],
};

describe('module layers', () => {
  it.each(Object.keys(ALLOWED))('%s imports only from the layers below it', (layer) => {
    const folder = join(import.meta.dirname, '..', layer);
    const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const upward: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(join(folder, file), 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)) {
        const target = match[1];
        if (target !== undefined && !(ALLOWED[layer] ?? []).includes(target))
          upward.push(`${layer}/${file} -> ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
