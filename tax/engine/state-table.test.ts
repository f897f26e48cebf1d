import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateTableMarkdown } from './state-table';

describe('docs/tax-engine.md', () => {
  it('carries the state table generated from the 2026 data', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'tax-engine.md'), 'utf8');
    const table = stateTableMarkdown(2026);
    expect(table.split('\n')).toHaveLength(53);
    expect(doc).toContain(table);
  });
});
