import { describe, expect, it } from 'vitest';
import { calculatePayroll, calculateWithLineNotes, describeStates } from '../api';
import { explainPayroll, loadTaxSources, sourceForPointer, type LineMath, type PayrollMath } from '../math';

function explain(input: Record<string, unknown>): PayrollMath {
  const outcome = explainPayroll({ taxYear: 2026, payFrequency: 'weekly', ...input });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}

function line(math: PayrollMath, key: string): LineMath {
  const found = math.lines.find((candidate) => candidate.line === key);
  if (found === undefined) throw new Error(`no line ${key}: ${math.lines.map((l) => l.line).join(', ')}`);
  return found;
}

const amountOf = (step: string | undefined) => Number(step?.match(/= \$([\d,.]+)$/)?.[1]?.replace(/,/g, ''));
const lastAmount = (steps: string[]) => amountOf(steps.at(-1));

describe('show the math', () => {
  it('shows each federal payroll tax as rate × wages, ending on the amount in the breakdown', () => {
    const math = explain({ state: 'TX', grossPay: 800 });
    expect(line(math, 'employee.socialSecurity').steps).toEqual([
      'All $800 of this pay is under the $184,500 wage base.',
      '6.2% × $800 = $49.60',
    ]);
    expect(lastAmount(line(math, 'employee.medicare').steps)).toBe(math.result.perPeriod.employee.medicare);
    expect(amountOf(line(math, 'employer.futa').steps[1])).toBe(math.result.perPeriod.employer.futa);
    expect(amountOf(line(math, 'employer.sui').steps[1])).toBe(math.result.perPeriod.employer.sui);
    expect(line(math, 'employer.sui').figures.map((figure) => figure.value)).toEqual(['2.7%', '$9,000']);
    // The year's column stops at the wage base, and the math says so.
    expect(line(math, 'employer.sui').steps.at(-1)).toBe(
      `For a year at this pay from 1 January ($41,600 of wages), Texas unemployment tax stops once wages reach the $9,000 wage base: 11 paychecks of $21.60, then 1 of $5.40, then 40 of $0.00, $${math.result.annual.employer.sui.toFixed(2)} in all.`,
    );
  });

  it('counts the year to date against the Social Security wage base', () => {
    const math = explain({ state: 'TX', grossPay: 5000, ytdWages: 182000 });
    const ss = line(math, 'employee.socialSecurity');
    expect(ss.steps[0]).toBe(
      '$182,000 paid earlier this year, so $2,500 of this $5,000 pay is under the $184,500 wage base.',
    );
    expect(ss.steps[1]).toMatch(/^6\.2% × \$2,500 = /);
    expect(amountOf(ss.steps[1])).toBe(math.result.perPeriod.employee.socialSecurity);
  });

  it('walks Worksheet 1A to the federal income tax withheld, with the W-4 steps', () => {
    const math = explain({
      state: 'TX',
      grossPay: 1500,
      withholdFederalIncomeTax: true,
      w4: { filingStatus: 'mfj', step3: 2000, step4c: 10 },
    });
    const fit = line(math, 'employee.federalIncomeTax');
    expect(fit.steps[0]).toBe('$1,500 × 52 pay periods = $78,000 a year');
    expect(fit.steps).toContain('less $12,900 (Worksheet 1A line 1g)');
    expect(fit.steps.at(-1)).toBe(
      `plus Step 4(c) extra withholding $10: $${math.result.perPeriod.employee.federalIncomeTax.toFixed(2)}`,
    );
    expect(fit.figures[1]?.value).toMatch(/plus 12% over \$44,100/);
  });

  it('explains lines that are not due and keeps their notes beside them', () => {
    const math = explain({ state: 'TX', grossPay: 50 });
    const ss = line(math, 'employee.socialSecurity');
    expect(ss.steps[0]).toMatch(/^Not due/);
    expect(ss.notes.join(' ')).toMatch(/under the \$3,000 household-employee threshold/);
    expect(line(math, 'employer.futa').notes.join(' ')).toMatch(/No federal unemployment tax \(FUTA\) is due/);
    expect(line(math, 'grossPay').notes.join(' ')).toMatch(/Which household taxes apply was judged/);
  });

  it('explains state programs with their caps, employee and employer', () => {
    const math = explain({ state: 'CA', grossPay: 800 });
    const sdi = math.lines.find((candidate) => candidate.line.startsWith('employee.other.'));
    expect(sdi?.figures[0]?.label).toBe('Rate (employee)');
    expect(lastAmount(sdi?.steps ?? [])).toBe(math.result.perPeriod.employee.otherTaxes[0]?.amount);
  });

  it('in every state, every figure has a source and every note sits beside the line it concerns', async () => {
    const sources = await loadTaxSources(2026);
    if (sources === undefined) throw new Error('no sources for 2026');
    const inputs = [
      { grossPay: 900, withholdFederalIncomeTax: true },
      { grossPay: 40 },
      { grossPay: 9000, ytdWages: 250000 },
    ];
    for (const [state, input] of (describeStates(2026) ?? []).flatMap((summary) =>
      inputs.map((extra) => [summary, extra] as const),
    )) {
      const math = explain({ state: state.code, ...input });
      for (const entry of math.lines) {
        for (const figure of entry.figures) {
          if (figure.pointer === '') continue;
          expect(
            sourceForPointer(sources, figure.pointer),
            `${state.code} ${entry.line} ${figure.label} ${figure.pointer}`,
          ).toBeDefined();
        }
        for (const note of entry.notes) expect(math.result.notes, `${state.code} ${entry.line}`).toContain(note);
      }
      const attached = new Set(math.lines.flatMap((entry) => entry.notes));
      const unattached = math.result.notes.filter((note) => !attached.has(note));
      // Only a program with no line in the breakdown (its rate unknown) has its note on its own.
      for (const note of unattached) expect(note, state.code).toMatch(/is not computed: its rate is unknown\.$/);
    }
  });

  it('places the notes beside the lines with the same result as calculatePayroll, for the calculator on every keystroke', () => {
    const input = { taxYear: 2026, state: 'CA', payFrequency: 'weekly', grossPay: 800 };
    const noted = calculateWithLineNotes(input);
    const plain = calculatePayroll(input);
    if (!noted.ok || !plain.ok) throw new Error('CA should calculate');
    expect(noted.value.result).toEqual(plain.value);
    expect(noted.value.lineNotes).toEqual(explain(input).lines.map(({ line: key, notes }) => ({ line: key, notes })));
  });

  it('returns the same input errors as the calculation', () => {
    const outcome = explainPayroll({ taxYear: 2026, state: 'ZZ', payFrequency: 'weekly', grossPay: 1 });
    expect(outcome.ok).toBe(false);
  });
});
