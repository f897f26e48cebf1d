import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

function cli(args: string[], stdin?: string) {
  return spawnSync(tsx, [join(root, 'tax', 'cli.ts'), ...args], {
    input: stdin,
    encoding: 'utf8',
    cwd: root,
    timeout: 60_000,
  });
}

describe('calc CLI', { timeout: 60_000 }, () => {
  it('prints the result JSON for a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'calc-'));
    const file = join(dir, 'in.json');
    writeFileSync(file, JSON.stringify({ taxYear: 2026, state: 'TX', payFrequency: 'weekly', grossPay: 800 }));
    const r = cli([file]);
    expect(r.status).toBe(0);
    const out: unknown = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      perPeriod: { grossPay: 800, employee: { netPay: 738.8 } },
      annual: { grossPay: 41600 },
    });
    expect(r.stderr).toBe('');
  });
  it('reads standard input with -', () => {
    const r = cli(['-'], JSON.stringify({ taxYear: 2026, state: 'CA', payFrequency: 'monthly', grossPay: 4000 }));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveProperty('notes');
  });
  it('withholds state income tax only with the election, or withholdStateIncomeTax, where the state leaves it voluntary', () => {
    const base = { taxYear: 2026, state: 'CA', payFrequency: 'biweekly', grossPay: 2000 };
    const employee = (input: object) =>
      (JSON.parse(cli(['-'], JSON.stringify(input)).stdout) as { perPeriod: { employee: Record<string, number> } })
        .perPeriod.employee;
    // $2,000 biweekly in California: Social Security 124.00, Medicare 29.00, SDI 1.3% = 26.00.
    expect(employee(base)).toMatchObject({ federalIncomeTax: 0, stateIncomeTax: 0, netPay: 1821 });
    // DE 4 single, no allowances (Method B): 55.58 of state tax.
    expect(employee({ ...base, withholdStateIncomeTax: true })).toMatchObject({
      federalIncomeTax: 0,
      stateIncomeTax: 55.58,
      netPay: 1765.42,
    });
    expect(employee({ ...base, withholdFederalIncomeTax: true })).toMatchObject({
      federalIncomeTax: 156.15,
      stateIncomeTax: 55.58,
      netPay: 1609.27,
    });
    expect(employee({ ...base, withholdFederalIncomeTax: true, withholdStateIncomeTax: false })).toMatchObject({
      federalIncomeTax: 156.15,
      stateIncomeTax: 0,
    });
  });
  it('exits 2 with every problem on stderr, one per line, no stack trace', () => {
    const r = cli(
      ['-'],
      JSON.stringify({
        taxYear: 2026,
        state: 'ZZ',
        payFrequency: 'weekly',
        hourly: { regularHours: 40 },
        w4: { filingStatus: 'x' },
      }),
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      'state: unknown state "ZZ"; use a two-letter postal code such as TX or DC',
      'hourly.rate: is required: hours need an hourly rate',
      'w4.filingStatus: must be one of single, mfj, mfs, hoh, got the string "x"',
    ]);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
  it('solves for the gross pay when given a take-home pay, as the calculator does', () => {
    const r = cli(['-'], JSON.stringify({ taxYear: 2026, state: 'TX', payFrequency: 'weekly', targetNetPay: 738.8 }));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      grossPay: 800,
      result: { perPeriod: { employee: { netPay: 738.8 } } },
    });
  });
  it('exits 2 on JSON that does not parse and on a missing file', () => {
    const bad = cli(['-'], '{ not json');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^input is not valid JSON/);
    const missing = cli(['/nonexistent/input.json']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read \/nonexistent\/input.json: ENOENT/);
  });
});
