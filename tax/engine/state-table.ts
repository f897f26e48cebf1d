import { describeStates, type StateSummary } from './describe';

function pct(rate: number | null): string {
  return rate === null ? 'unknown' : `${Number((rate * 100).toFixed(4))}%`;
}

function money(amount: number | null): string {
  return amount === null ? 'unknown' : `$${amount.toLocaleString('en-US')}`;
}

function method(s: StateSummary): string {
  if (s.incomeTax === 'none') return 'none';
  if (s.incomeTax === 'unknown') return '**unknown**: not computed; enter `additionalWithholding`';
  const approximate = s.approximation === undefined ? '' : ' — *approximation*';
  const changes = s.changes.length > 0 ? ` (changes ${s.changes.join(', ')})` : '';
  return `${s.form ?? ''}${approximate}${changes}`;
}

function fields(s: StateSummary): string {
  if (s.incomeTax === 'none') return '—';
  if (s.incomeTax === 'unknown') return '`additionalWithholding`, `exempt`';
  const list = Object.entries(s.fields)
    .map(([k, v]) => `\`${k}\`: ${v}`)
    .join('; ');
  const statuses = Object.entries(s.statuses);
  if (statuses.length <= 1) return list;
  return `${list}. filingStatus: ${statuses.map(([k, v]) => `\`${k}\` (${v})`).join(', ')}`;
}

/** The per-state table of docs/tax-engine.md, built from the data so the docs cannot drift from it. */
export function stateTableMarkdown(taxYear: number): string {
  const rows = (describeStates(taxYear) ?? []).map((s) => {
    const programs = s.programs.map((p) => `${p.label} ${pct(p.rate)}`).join('; ') || '—';
    return `| ${s.code} | ${method(s)} | ${fields(s)} | ${programs} | ${money(s.suiWageBase)} / ${pct(s.suiNewEmployerRate)} |`;
  });
  return [
    '| State | Income tax withholding | stateW4 fields (form wording) | Programs | SUI base / new-employer rate |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
