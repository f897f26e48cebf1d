/**
 * The coverage table of docs/tax-engine.md for a year: for each jurisdiction, the income tax rules the data file
 * holds and the publication each rests on, taken from the file's own `sources`, so the table cannot drift from
 * what the figures cite.
 */
import { STATE_CODES } from '@/tax/core/state-codes';
import type { IncomeTaxRules, Source, TaxYear } from '@/tax/generated/tax-year';

/** Longest publication name the table prints; the full title stays in the data file under the source's id. */
const LEAD_LIMIT = 170;

const METHOD_WORDS: Readonly<Record<IncomeTaxRules['method'], string>> = {
  none: 'no income tax',
  unknown: 'not known',
  formula: 'computed',
};

/** A lead shorter than this names only the agency ("District of Columbia OTR"), so the next clause is kept too. */
const LEAD_MINIMUM = 40;

/** Where the first top-level ": " at or after `from` starts, or the end of the title. */
function clauseEnd(title: string, from: number): number {
  let depth = 0;
  for (let i = 0; i < title.length; i += 1) {
    const c = title[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (i >= from && c === ':' && depth === 0 && title[i + 1] === ' ') return i;
  }
  return title.length;
}

/**
 * A source title names the publication first and then what was read in it, after a colon; a colon inside
 * parentheses belongs to the name (a repository path, a date), so only one at the top level ends it.
 */
export function publicationLead(title: string): string {
  let end = clauseEnd(title, 0);
  if (end < LEAD_MINIMUM && end < title.length) end = clauseEnd(title, end + 1);
  const lead = title.slice(0, end).trim();
  if (lead.length <= LEAD_LIMIT) return lead;
  const cut = lead.lastIndexOf(' ', LEAD_LIMIT);
  return `${lead.slice(0, cut > 0 ? cut : LEAD_LIMIT)}…`;
}

function hostOf(url: string | undefined): string {
  if (url === undefined) return '—';
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '—';
  }
}

/** "computed", or for a year that changes: "not known to 2025-09-30; computed from 2025-10-01". */
function rulesCell(rules: readonly IncomeTaxRules[]): string {
  if (rules.length === 1 && rules[0] !== undefined) return METHOD_WORDS[rules[0].method];
  const word = (rule: IncomeTaxRules): string => METHOD_WORDS[rule.method];
  const parts = rules.map((rule, i) => (i === 0 ? word(rule) : `${word(rule)} from ${rule.effectiveFrom}`));
  return parts.join('; ');
}

interface CitedSource {
  id: string;
  source: Source;
}

function citedSources(data: TaxYear, rules: readonly IncomeTaxRules[]): CitedSource[] {
  const ids = [...new Set(rules.flatMap((rule) => (rule.source === undefined ? [] : [rule.source])))];
  return ids.flatMap((id) => {
    const source = data.sources[id];
    return source === undefined ? [] : [{ id, source }];
  });
}

const SEP = '; ';

const PUBLICATION_COLUMN = 'Publication and revision (source id, lead of its title, date)';

const citation = ({ id, source }: CitedSource): string => `\`${id}\` ${publicationLead(source.title)} (${source.date})`;

export interface CoverageRow {
  code: string;
  rules: string;
  publications: string;
  hosts: string;
  kinds: string;
}

export function coverageRows(data: TaxYear): CoverageRow[] {
  return STATE_CODES.map((code) => {
    const state = data.states[code];
    if (state === undefined) return { code, rules: 'missing', publications: '—', hosts: '—', kinds: '—' };
    const cited = citedSources(data, state.incomeTax);
    return {
      code,
      rules: rulesCell(state.incomeTax),
      publications: cited.map(citation).join(SEP),
      hosts: [...new Set(cited.map(({ source }) => hostOf(source.url)))].join(', '),
      kinds: [...new Set(cited.map(({ source }) => source.kind))].join(', '),
    };
  });
}

/** Escapes what would end a table cell. */
const cell = (text: string): string => text.replaceAll('|', '\\|');

export function coverageTableMarkdown(data: TaxYear): string {
  const columns = ['Jurisdiction', `${data.taxYear} withholding`, PUBLICATION_COLUMN, 'Read at', 'Kind'];
  const header = [`| ${columns.join(' | ')} |`, `|${'---|'.repeat(columns.length)}`];
  const rows = coverageRows(data).map((row) => {
    const cells = [row.code, row.rules, row.publications, row.hosts, row.kinds];
    return `| ${cells.map(cell).join(' | ')} |`;
  });
  return [...header, ...rows].join('\n');
}

/** The text between `<!-- name:start -->` and `<!-- name:end -->` replaced by `body`; undefined without a marker. */
export function replaceMarked(doc: string, name: string, body: string): string | undefined {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) return undefined;
  return `${doc.slice(0, from + start.length)}\n${body}\n${doc.slice(to)}`;
}
