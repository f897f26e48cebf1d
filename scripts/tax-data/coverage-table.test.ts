import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '@/tax/core/state-codes';
import { validatedTaxYear } from '@/tax/data/validate-and-compile';
import { coverageRows, coverageTableMarkdown, publicationLead, replaceMarked } from './coverage-table';

const root = join(import.meta.dirname, '..', '..');
const data2025 = validatedTaxYear(JSON.parse(readFileSync(join(root, 'tax', 'data', '2025.json'), 'utf8')));

describe('the 2025 coverage table', () => {
  it('lists every jurisdiction once, in the order of the state codes, with its rules and their sources', () => {
    const rows = coverageRows(data2025);
    expect(rows.map((row) => row.code)).toEqual([...STATE_CODES]);
    expect(rows).toHaveLength(51);
    for (const row of rows) {
      expect(row.rules, row.code).not.toBe('missing');
      expect(row.publications, row.code).toMatch(/^`[a-z0-9-]+` /);
      expect(['primary', 'secondary', 'primary, secondary', 'secondary, primary'], row.code).toContain(row.kinds);
    }
  });

  it('gives each source the kind the data file gives it', () => {
    for (const row of coverageRows(data2025)) {
      const state = data2025.states[row.code];
      const cited = state?.incomeTax.flatMap((rule) => (rule.source === undefined ? [] : [rule.source])) ?? [];
      const kinds = new Set(cited.map((id) => data2025.sources[id]?.kind));
      expect(new Set(row.kinds.split(', ')), row.code).toEqual(kinds);
    }
  });

  it('is the table docs/tax-engine.md carries', () => {
    const doc = readFileSync(join(root, 'docs', 'tax-engine.md'), 'utf8');
    const table = coverageTableMarkdown(data2025);
    expect(doc).toContain(`<!-- coverage-2025:start -->\n${table}\n<!-- coverage-2025:end -->`);
  });
});

describe('publicationLead', () => {
  it('stops at the first colon outside parentheses', () => {
    const title = 'Agency, Guide (rev. 1/25; repo: path/file.ts): the figures read';
    expect(publicationLead(title)).toBe('Agency, Guide (rev. 1/25; repo: path/file.ts)');
  });

  it('keeps the next clause when the first names only the agency', () => {
    const title = 'District OTR: FR-230 Instructions (rev. 11/17): tables';
    expect(publicationLead(title)).toBe('District OTR: FR-230 Instructions (rev. 11/17)');
  });

  it('cuts a long name at a word and marks the cut', () => {
    const lead = publicationLead(`${'word '.repeat(60)}: rest`);
    expect(lead.endsWith('…')).toBe(true);
    expect(lead.length).toBeLessThanOrEqual(171);
  });
});

describe('replaceMarked', () => {
  it('replaces only what lies between the markers, and reports a missing marker', () => {
    const doc = 'a\n<!-- t:start -->\nold\n<!-- t:end -->\nb';
    expect(replaceMarked(doc, 't', 'new')).toBe('a\n<!-- t:start -->\nnew\n<!-- t:end -->\nb');
    expect(replaceMarked(doc, 'other', 'new')).toBeUndefined();
  });
});
